import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-holes18 (issue 12, second round): recall holes the first-round engineers of this session left open, closed by
// class with rows on other surfaces and phrasings and benign twins. A row is "x hint", or "x! hint" for a known gap.
// " ⏎ " is a line break. Figures (rows at their tier on main 9727ade9 → now) are in /work/reports/cls-holes18.md.

// Windows event logs cleared through .NET (EventLogSession.ClearLog, EventLog.Clear) are the same act as
// wevtutil cl / Clear-EventLog: audit records gone. Listing or reading them stays advisory.
describe('event logs cleared through .NET, as through wevtutil', () => {
  it.each(markedRows(String.raw`
    d [System.Diagnostics.Eventing.Reader.EventLogSession]::GlobalSession.ClearLog("Security")
    d Get-WinEvent -ListLog * | ForEach-Object { [System.Diagnostics.Eventing.Reader.EventLogSession]::GlobalSession.ClearLog($_.LogName) }
    # Gap: a parenthesised New-Object expression is not read as code (confirm by the unknown-is-not-safe floor).
    d! (New-Object System.Diagnostics.EventLog("Security")).Clear()
    d foreach (var log in EventLog.GetEventLogs()) { log.Clear(); }
    d using (var session = new EventLogSession()) { session.ClearLog("Security"); }
    a [System.Diagnostics.Eventing.Reader.EventLogSession]::GlobalSession.GetLogNames()
    a Get-WinEvent -LogName Security -MaxEvents 20
    a var entries = new EventLog("Application").Entries;
  `))('%s %s', checkMarked);
});

// Volume shadow copies deleted by any Windows tool: every copy is every backup (vssadmin's twin).
describe('shadow copies deleted by wmic and WMI, as by vssadmin', () => {
  it.each(markedRows(String.raw`
    d wmic shadowcopy delete /nointeractive
    d wmic shadowcopy delete
    # Gap: $_.Delete() in a loop over a WMI listing is "a command known at run time" (verify).
    d! Get-WmiObject Win32_ShadowCopy | ForEach-Object { $_.Delete() }
    a wmic shadowcopy list brief
    a Get-CimInstance Win32_ShadowCopy | Select-Object ID, InstallDate
  `))('%s %s', checkMarked);
});

// Azure SDK long-running deletes (BeginDelete…, StartDelete…Async, begin_delete…) are deletes; what they delete is read
// from the method or the receiver's name (rgClient = resource groups, secretClient = Key Vault secrets).
describe('Azure SDK long-running deletes, by what they delete', () => {
  it.each(markedRows(String.raw`
    v await secretClient.StartDeleteSecretAsync("prod-signing-key");
    v DeleteSecretOperation op = await client.StartDeleteSecretAsync("db-password");
    v SyncPoller<DeletedSecret, Void> poller = secretClient.beginDeleteSecret("prod-api-key");
    v poller = secret_client.begin_delete_secret("db-password")
    d poller, err := rgClient.BeginDelete(ctx, "rg-prod", nil)
    d ArmOperation op = await rg.DeleteAsync(WaitUntil.Completed);
    d poller = rg_client.begin_delete("rg-prod")
    d await resourceGroupsClient.beginDeleteAndWait("rg-prod");
    a resp, err := rgClient.Get(ctx, "rg-prod", nil)
    a exists, err := rgClient.CheckExistence(ctx, "rg-prod", nil)
    # (Writing a secret overwrites a value systems may read: confirm.)
    c KeyVaultSecret s = await secretClient.SetSecretAsync("feature-flag-cache-ttl", "60");
  `))('%s %s', checkMarked);
});

// Per-user MFA removed or disabled for an account is a security control off (verify); every account is forbidden;
// reading it stays advisory.
describe('MFA requirement removed from an account', () => {
  it.each(markedRows(String.raw`
    v Set-MsolUser -UserPrincipalName cfo@acme.com -StrongAuthenticationRequirements @()
    v Set-MsolUser -UserPrincipalName j.doe@acme.com -StrongAuthenticationRequirements $null
    v Update-MgUserAuthenticationRequirement -UserId cfo@acme.com -PerUserMfaState disabled
    v aws iam deactivate-mfa-device --user-name cfo --serial-number arn:aws:iam::123456789012:mfa/cfo
    d Get-MsolUser -All | Set-MsolUser -StrongAuthenticationRequirements @()
    a Get-MsolUser -UserPrincipalName cfo@acme.com | Select-Object StrongAuthenticationRequirements
    a aws iam list-mfa-devices --user-name cfo
  `))('%s %s', checkMarked);
});

// Every account of a directory container (an OU given by -SearchBase with -Filter *) deleted is every account of it;
// a real filter is a set; listing stays advisory.
// Gap, left open on purpose: the team's labels disagree — cls-shell18-023 says danger_zone, cls-en17-050 (the same act
// through pwsh -c) and cls-en17's OU fan-out grid say verify. A rule for either breaks the other's floor; the lead decides.
describe('accounts of a whole OU deleted', () => {
  it.each(markedRows(String.raw`
    d! Get-ADUser -Filter * -SearchBase 'OU=Staff,DC=acme,DC=com' | Remove-ADUser -Confirm:$false
    d! Get-ADUser -SearchBase "OU=Contractors,DC=corp,DC=example,DC=org" -Filter * | Remove-ADObject -Recursive -Confirm:$false
    d Get-ADComputer -Filter * -SearchBase 'OU=Servers,DC=acme,DC=com' | Remove-ADComputer -Confirm:$false
    v Get-ADUser -Filter 'Enabled -eq $false' -SearchBase 'OU=Staff,DC=acme,DC=com' | Remove-ADUser -Confirm:$false
    # (Disabling the accounts of an OU stays a set, as cls-en17's OU fan-out rows say: reversible, and an OU may be small.)
    v Get-ADUser -Filter * -SearchBase 'OU=Staff,DC=acme,DC=com' | Disable-ADAccount
    a Get-ADUser -Filter * -SearchBase 'OU=Staff,DC=acme,DC=com' | Select-Object Name
  `))('%s %s', checkMarked);
});

// SQL: a WHERE on a column that names a group (clinic_id, tenant_id, department_id, org_id …) selects every row of that
// group, a set — not one row by key. The row's own key, or one person's rows, stay one.
describe('a group column in WHERE selects a set', () => {
  it.each(markedRows(String.raw`
    v UPDATE patients SET consent_research = true WHERE clinic_id = 12;
    v DELETE FROM employees WHERE department_id = 4;
    v UPDATE users SET plan = 'free' WHERE tenant_id = 'acme';
    v UPDATE accounts SET status = 'suspended' WHERE organization_id = 88
    v DELETE FROM students WHERE school_id = 3
    c UPDATE clinics SET name = 'North' WHERE clinic_id = 12;
    c UPDATE patients SET phone = '555-0100' WHERE patient_id = 12;
    c UPDATE patients SET phone = '555-0100' WHERE clinic_id = 12 AND id = 991;
    c DELETE FROM sessions WHERE user_id = 48812
    c UPDATE shop.subscriptions SET plan = 'pro' WHERE account_id = 5521
    a SELECT * FROM patients WHERE clinic_id = 12;
  `))('%s %s', checkMarked);
});

// A listed app or product taken off sale everywhere: customers lose it (verify), in any store console.
describe('an app taken off sale in its store', () => {
  it.each(markedRows(String.raw`
    v App Store Connect → Acme → Pricing and Availability → Availability → Remove from sale → Save
    v Google Play Console → Acme → Release → Setup → Advanced settings → App availability → Unpublish → Save
    a App Store Connect → Acme → Pricing and Availability → Availability
  `))('%s %s', checkMarked);
});

// Publishing a Netlify deploy makes it the live production site, whatever the deploy is called (a preview published).
describe('a deploy published to the live site', () => {
  it.each(markedRows(String.raw`
    v Netlify → Sites → marketing-site → Deploys → deploy-preview-212 → Publish deploy
    v netlify api restoreSiteDeploy --data '{"site_id": "marketing-site", "deploy_id": "deploy-preview-212"}'
    v curl -X POST https://api.netlify.com/api/v1/sites/marketing-site/deploys/65a1f/restore -H "Authorization: Bearer $NETLIFY_TOKEN"
    a Netlify → Sites → marketing-site → Deploys → deploy-preview-212 → Open preview
    a netlify api listSiteDeploys --data '{"site_id": "marketing-site"}'
  `))('%s %s', checkMarked);
});

// A policy written to a file just before it is sent is judged by what the file says (an ACL open to everyone).
describe('a policy file written then sent', () => {
  it.each(markedRows(String.raw`
    v echo '{"acls":[{"action":"accept","src":["*"],"dst":["*:*"]}]}' > policy.hujson && curl -X POST https://api.tailscale.com/api/v2/tailnet/acme.com/acl -u "$TS_KEY:" --data-binary @policy.hujson
    v curl -X POST https://api.tailscale.com/api/v2/tailnet/acme.com/acl -u "$TS_KEY:" -d '{"acls":[{"action":"accept","src":["*"],"dst":["*:*"]}]}'
    c echo '{"acls":[{"action":"accept","src":["group:eng"],"dst":["tag:dev:22"]}]}' > policy.hujson && curl -X POST https://api.tailscale.com/api/v2/tailnet/acme.com/acl -u "$TS_KEY:" --data-binary @policy.hujson
    a curl https://api.tailscale.com/api/v2/tailnet/acme.com/acl -u "$TS_KEY:"
    v printf '{"properties": {"access": "Allow", "direction": "Inbound", "sourceAddressPrefix": "*", "destinationPortRange": "22", "protocol": "Tcp", "priority": 100}}' > rule.json && curl -X PUT "https://management.azure.com/subscriptions/$SUB/resourceGroups/rg-prod/providers/Microsoft.Network/networkSecurityGroups/nsg-web/securityRules/ssh-in?api-version=2023-09-01" -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" --data @rule.json
    a echo '{"query": "status:open"}' > q.json && curl -X POST https://api.example.com/v1/search -H "Content-Type: application/json" -d @q.json
  `))('%s %s', checkMarked);
});

// Every mailbox a whole listing gives forwarded to an outside address: all the company's mail leaves it (forbidden); a
// filtered set or one mailbox stays verify; forwarding inside the company is a change of accounts.
describe('every mailbox forwarded outside', () => {
  it.each(markedRows(String.raw`
    d Get-Mailbox -ResultSize Unlimited | ForEach-Object { Set-Mailbox $_.Identity -ForwardingSmtpAddress outside@gmail.com -DeliverToMailboxAndForward $true }
    d Get-Mailbox -ResultSize Unlimited | Set-Mailbox -ForwardingSmtpAddress collector@proton.me
    v Get-Mailbox -Filter "Department -eq 'Sales'" | Set-Mailbox -ForwardingSmtpAddress outside@gmail.com
    v Set-Mailbox -Identity cfo@acme.com -ForwardingSmtpAddress outside@gmail.com
    a Get-Mailbox -ResultSize Unlimited | Select-Object DisplayName, ForwardingSmtpAddress
  `))('%s %s', checkMarked);
});

// A directory walked and its files deleted, in Go (filepath.WalkDir / Walk) and Rust (walkdir), as in other languages:
// judged by the directory (backups, a database's files, a scratch cache).
describe('Go and Rust directory walks that delete', () => {
  it.each(markedRows(String.raw`
    d err := filepath.WalkDir("/var/backups/pg", func(p string, d fs.DirEntry, err error) error { ⏎ 	if !d.IsDir() { return os.Remove(p) } ⏎ 	return nil ⏎ })
    d for entry in WalkDir::new("/var/lib/postgresql/data") { let e = entry?; if e.file_type().is_file() { fs::remove_file(e.path())?; } }
    a err := filepath.WalkDir("./testdata", func(p string, d fs.DirEntry, err error) error { ⏎ 	fmt.Println(p) ⏎ 	return nil ⏎ })
    a err := filepath.WalkDir("/tmp/build-cache", func(p string, d fs.DirEntry, err error) error { ⏎ 	if !d.IsDir() { return os.Remove(p) } ⏎ 	return nil ⏎ })
  `))('%s %s', checkMarked);
});

// Group members given as a listing in a sub-expression are the many people it gives, not one person.
describe('group members removed by a listing', () => {
  it.each(markedRows(String.raw`
    v Remove-ADGroupMember -Identity 'VPN Users' -Members (Get-ADGroupMember 'VPN Users') -Confirm:$false
    v Remove-DistributionGroupMember -Identity 'all-staff' -Member (Get-DistributionGroupMember 'contractors') -Confirm:$false
    c Remove-ADGroupMember -Identity 'VPN Users' -Members jdoe -Confirm:$false
    a Get-ADGroupMember 'VPN Users' | Select-Object Name
  `))('%s %s', checkMarked);
});
