import { describe, expect, it } from 'vitest';
import { tier } from './helpers';

// Issue 12: the lead's session-19 grids (one act varied along one axis of LABELS.md, on many surfaces) and spot-check
// batches. Each row is [surface, hint, tier by LABELS.md]; rows still off their label are listed under each block.

// macOS and desktop administration
describe("macOS and desktop administration", () => {
  it.each([
    ["bash", "diskutil eraseDisk APFS Blank /dev/disk0", "danger_zone"],
    ["bash", "diskutil list external physical", "advisory"],
    ["bash", "csrutil disable && reboot", "verify"],
    ["bash", "sudo spctl --master-disable", "verify"],
    ["bash", "spctl --status", "advisory"],
    ["bash", "for b in $(tmutil listbackups); do sudo tmutil delete \"$b\"; done", "danger_zone"],
    ["bash", "sudo tmutil delete /Volumes/TM/Backups.backupdb/mbp/2024-01-03-101522", "confirm"],
    ["bash", "defaults write com.apple.finder AppleShowAllFiles -bool true && killall Finder", "advisory"],
    ["bash", "sudo dscl . -append /Groups/admin GroupMembership contractor", "verify"],
    ["bash", "launchctl list | grep -i acme", "advisory"],
  ] as const)('%s: %s → %s', (_surface, hint, want) => expect(tier(hint)).toBe(want));
});

// virtualization and hypervisors
describe("virtualization and hypervisors", () => {
  it.each([
    ["bash", "for id in $(qm list | awk 'NR>1{print $1}'); do qm stop $id; qm destroy $id --purge; done", "danger_zone"],
    ["bash", "qm destroy 9012 --purge  # dev-scratch", "confirm"],
    ["bash", "qm list", "advisory"],
    ["bash", "virsh undefine db-prod-01 --remove-all-storage --nvram", "danger_zone"],
    ["bash", "govc find /DC1/vm/prod -type m | xargs -n1 govc vm.destroy", "danger_zone"],
    ["bash", "govc vm.info -r /DC1/vm/prod/api-01", "advisory"],
    ["bash", "VBoxManage unregistervm \"ubuntu-test\" --delete", "confirm"],
  ] as const)('%s: %s → %s', (_surface, hint, want) => expect(tier(hint)).toBe(want));
});

// network gear
describe("network gear", () => {
  it.each([
    ["bash", "ssh admin@core-sw-01 'write erase' && ssh admin@core-sw-01 'reload'", "danger_zone"],
    ["bash", "ssh admin@core-sw-01 'show running-config | include interface'", "advisory"],
    ["bash", "ssh admin@edge-rtr '/ip firewall filter remove [find]'", "verify"],
    ["bash", "ssh admin@edge-rtr '/ip firewall filter print'", "advisory"],
    ["bash", "ssh netops@mx-prod-1 'configure; set interfaces xe-0/0/1 disable; commit and-quit'", "verify"],
  ] as const)('%s: %s → %s', (_surface, hint, want) => expect(tier(hint)).toBe(want));
});

// mobile devices and MDM
describe("mobile devices and MDM", () => {
  it.each([
    ["mcp_call", "jamf.send_command {\"command\": \"EraseDevice\", \"scope\": \"all_computers\"}", "danger_zone"],
    ["mcp_call", "jamf.send_command {\"command\": \"EraseDevice\", \"computer_id\": 4412}", "danger_zone"],
    ["mcp_call", "jamf.get_computers {\"section\": \"GENERAL\", \"page_size\": 50}", "advisory"],
    ["bash", "adb -s emulator-5554 shell pm clear com.acme.app", "advisory"],
    ["bash", "adb devices -l", "advisory"],
  ] as const)('%s: %s → %s', (_surface, hint, want) => expect(tier(hint)).toBe(want));
});
// Still off (known gaps):
// - http_api (Intune: retire every device of a group): verify by LABELS, danger_zone now — "curl -X POST \"https://graph.microsoft.com/v1.0/deviceManagement/managedDevices/retire\" -H \"Authorization: Bearer $T\" -d '{\"groupId\":\

// observability: alerts, metrics, logs
describe("observability: alerts, metrics, logs", () => {
  it.each([
    ["bash", "amtool silence add --alertmanager.url=http://alertmanager.prod:9093 --duration=168h 'severity=~\".+\"' --comment=\"noise\"", "verify"],
    ["bash", "amtool silence add alertname=DiskSpaceLow instance=build-3 --duration=1h --comment=\"cleaning\"", "confirm"],
    ["bash", "amtool silence query --alertmanager.url=http://alertmanager.prod:9093", "advisory"],
    ["http_api", "curl -X POST -g 'http://prometheus.prod:9090/api/v1/admin/tsdb/delete_series?match[]={job=\"payments\"}'", "verify"],
    ["http_api", "curl -s 'http://prometheus.prod:9090/api/v1/query?query=up{job=\"payments\"}'", "advisory"],
    ["mcp_call", "grafana.delete_folder {\"uid\": \"prod-slo\", \"forceDeleteRules\": true}", "verify"],
    ["mcp_call", "grafana.search_dashboards {\"query\": \"payments\", \"limit\": 10}", "advisory"],
    ["sql", "search index=security sourcetype=auth earliest=-30d | delete", "verify"],
    ["sql", "search index=security sourcetype=auth action=failure earliest=-24h | stats count by user", "advisory"],
    ["bash", "sentry-cli projects delete acme/payments-api --yes", "danger_zone"],
    ["bash", "logcli --addr=http://loki.prod:3100 admin retention set --tenant prod --period 24h", "verify"],
  ] as const)('%s: %s → %s', (_surface, hint, want) => expect(tier(hint)).toBe(want));
});

// data platforms and pipelines
describe("data platforms and pipelines", () => {
  it.each([
    ["bash", "dbt run-operation drop_schema --args '{schema: analytics}' --target prod", "danger_zone"],
    ["bash", "dbt run --full-refresh --select marts.finance --target prod", "verify"],
    ["bash", "dbt build --select state:modified+ --target dev", "advisory"],
    ["bash", "airflow dags delete billing_reconciliation --yes  # prod scheduler", "verify"],
    ["bash", "airflow tasks clear etl_orders -s 2026-11-20 -e 2026-11-20 -y", "confirm"],
    ["bash", "airflow dags list-runs -d etl_orders --state failed", "advisory"],
    ["sdk_code", "for t in spark.catalog.listTables(\"prod_catalog.sales\"):\n    spark.sql(f\"DROP TABLE prod_catalog.sales.{t.name}\")", "danger_zone"],
    ["sdk_code", "for t in spark.catalog.listTables(\"prod_catalog.sales\"):\n    print(t.name, t.tableType)", "advisory"],
  ] as const)('%s: %s → %s', (_surface, hint, want) => expect(tier(hint)).toBe(want));
});
// Still off (known gaps):
// - http_api (Fivetran connector deleted): verify by LABELS, confirm now — "curl -X DELETE https://api.fivetran.com/v1/connectors/warehouse_salesforce -u \"$FIVETRAN_KEY:$FIVETRAN_SECRET\""

// CI/CD systems
describe("CI/CD systems", () => {
  it.each([
    ["sdk_code", "Jenkins.instance.getAllItems(Job.class).each { it.delete() }", "danger_zone"],
    ["sdk_code", "Jenkins.instance.getAllItems(Job.class).each { println it.fullName }", "advisory"],
    ["bash", "glab variable update DEPLOY_TOKEN --protected=false --masked=false", "verify"],
    ["bash", "gh secret list --repo acme/platform | awk '{print $1}' | xargs -n1 gh secret delete --repo acme/platform", "verify"],
    ["bash", "gh secret list --repo acme/platform", "advisory"],
    ["bash", "argocd app delete payments-prod --cascade --yes", "danger_zone"],
    ["bash", "argocd app diff payments-prod --local ./deploy/payments", "advisory"],
    ["bash", "gh api -X PUT repos/acme/platform/environments/production -F 'reviewers=[]' -F wait_timer=0", "verify"],
    ["bash", "gh run cancel 7123456789 --repo acme/platform", "advisory"],
  ] as const)('%s: %s → %s', (_surface, hint, want) => expect(tier(hint)).toBe(want));
});
