// Names of programs the reader recognises as the start of a command line.
// A program not listed here is still read when it is clearly a command
// (first word of a shell tool's command, after sudo, in a pipeline); this list
// decides where commands start inside prose and unlabelled hints.

const NAMES = `
history clear reset find locate mdfind fzf xdg-open open vi vim nvim nano emacs code subl test [ true false sleep yes seq expr bc read wait trap exit cd pushd popd alias unalias export unset set declare local readonly type hash ulimit umask pgrep pidof lsattr getfacl rm rmdir unlink shred srm wipe dd mkfs mke2fs mkswap fdisk sfdisk parted wipefs sgdisk blkdiscard truncate chmod chown chgrp chattr setfacl
mv cp ln tee rsync scp sftp ssh mosh sshpass ssh-copy-id ssh-keygen kill pkill killall killall5 shutdown reboot halt poweroff systemctl service
journalctl launchctl crontab at atq atrm batch iptables ip6tables nft ufw firewall-cmd setenforce getenforce sestatus aa-disable aa-complain
awslocal tflocal cdklocal samlocal lefthook pre-commit
userdel deluser useradd adduser usermod passwd chpasswd visudo groupdel groupadd gpasswd dscl sysadminctl pwpolicy csrutil spctl tmutil
diskutil fsck mount umount swapoff swapon sysctl modprobe rmmod insmod auditctl aureport ausearch
ls ll dir cat less more head tail grep egrep fgrep rg ag ack fd tree pwd whoami id ps top htop btop df du free uname hostname date echo printf
wc sort uniq cut jq yq diff cmp stat file which where whereis man nl od xxd rev hexdump strings column tr basename dirname realpath readlink lsof
netstat ss ping dig nslookup traceroute mtr uptime who last env printenv lsblk blkid findmnt vmstat iostat dmesg getent nproc lscpu arch
sw_vers systeminfo tasklist ipconfig ifconfig ip awk gawk sed perl python python3 python2 pip pip3 pipx uv poetry pdm conda mamba ruby gem bundle
bundler rake rails node npm npx yarn pnpm pnpx bun bunx deno tsc tsx ts-node eslint prettier biome vitest jest mocha pytest tox nox
go cargo rustc rustup java javac mvn gradle gradlew dotnet nuget php composer artisan lua Rscript julia swift xcodebuild xcrun irb pry elixir groovy jshell
make cmake ninja bazel just task mise asdf nvm pyenv rbenv direnv adb cabal lein watchman bats melos buck2 react-native fvm nbstripout
git gh glab hub tig git-filter-repo bfg pre-commit husky lefthook
docker docker-compose podman nerdctl buildah skopeo crane gcrane regctl oras kubectl oc helm helmfile kustomize k9s kind minikube k3d kubectx kubens stern
argocd flux velero istioctl linkerd
terraform tofu terragrunt pulumi cdk cdktf sam serverless sls ansible ansible-playbook packer vagrant nomad consul vault boundary
aws gcloud gsutil bq az azcopy doctl linode-cli hcloud scw oci ibmcloud aliyun
vercel netlify fly flyctl heroku firebase wrangler railway render supabase neonctl planetscale pscale turso convex amplify eb
psql pg_dump pg_dumpall pg_restore pg_ctl pg_basebackup createdb dropdb createuser dropuser mysql mysqldump mysqladmin mariadb mongo mongosh
mongodump mongorestore mongoexport mongoimport redis-cli sqlite3 sqlite duckdb cqlsh nodetool clickhouse clickhouse-client sqlcmd bcp snowsql
cockroach influx kafka-topics kafka-configs kafka-console-producer kafka-consumer-groups rabbitmqctl rabbitmqadmin nats etcdctl
flyway liquibase alembic prisma knex sequelize typeorm dbt airflow dagster prefect sqlx diesel goose migrate atlas sqitch
curl wget http https httpie xh curlie iwr irm iex nc ncat netcat socat telnet openssl certbot
tar zip unzip gzip gunzip bzip2 xz 7z zstd base64
mkdir touch install chroot nohup sudo doas su env nice timeout xargs parallel watch time exec eval source
sh bash zsh dash ksh fish pwsh powershell cmd
stripe twilio sendgrid slack-cli gam gamadv gyb auth0 okta sf sfdx hubspot shopify op bw lpass pass gpg age sops keybase
brew apt apt-get aptitude dpkg yum dnf rpm zypper pacman apk snap flatpak choco scoop winget port nix
format diskpart vssadmin wevtutil bcdedit cipher reg taskkill icacls takeown net sc schtasks wmic robocopy xcopy del erase rd move copy type
mklink attrib manage-bde netsh wbadmin bitsadmin certutil dism sfc gpupdate auditpol fsutil powercfg runas shutdown wmic cscript wscript mshta rundll32 regsvr32 msiexec
restic borg rclone duplicity kopia b2 s3cmd mc aws-vault
dbxcli mega-put megaput megacopy mega-get mega-ls dropbox_uploader.sh
salt salt-ssh pssh parallel-ssh pdsh clush knife fab
trash trash-put rimraf del-cli
huggingface-cli hf twine cargo-publish npm-publish
ruff mypy isort flake8 pylint pyright golangci-lint gofmt goimports rubocop stylelint shellcheck shfmt hadolint tflint checkov tfsec trivy semgrep bandit phpstan phpunit rspec ktlint swiftlint clang-format clang-tidy cppcheck markdownlint yamllint actionlint sqlfluff codespell nx lerna vite webpack rollup esbuild playwright cypress nyc c8 hatch sbt flutter gcc g++ clang
vonage nexmo plivo telnyx
tccli exo vultr-cli upcloud ovhcloud civo openstack ibmcloud cypher-shell fastly akamai koyeb dokku northflank qovery upstash doppler infisical cloudflared sentry-cli datadog-ci
zkCli.sh zkCli zookeeper-shell.sh zookeeper-shell
cansend candump cangen snmpset snmpget snmpwalk snmpbulkwalk mbpoll modpoll esptool esptool.py avrdude fastboot openocd dfu-util ipmitool racadm
zfs zpool btrfs lvremove lvs lvcreate lvreduce vgremove pvremove ceph rbd radosgw-admin gluster tarsnap pgbackrest wal-g barman vzdump pvesm virsh snapper timeshift sanoid syncoid bconsole gopass
pio platformio west idf.py probe-rs pyocd picotool arduino-cli nrfutil st-flash nrfjprog teensy_loader_cli mcumgr smpmgr espefuse espefuse.py docusaurus hexo gatsby jekyll mdbook zola hugo eleventy vuepress vitepress jupyter-book Unity unity-editor UnrealEditor UnrealEditor-Cmd UE4Editor UE4Editor-Cmd godot4 tuist xcodegen react-native-clean-project helm-docs sdkmanager carthage ios-deploy
nsupdate rndc pdnsutil knotc fail2ban-client aa-status aa-enforce apparmor_parser semanage getsebool setsebool promtool keytool
mussh bolt mco choria lxc incus lxc-attach pct qm crictl machinectl systemd-run systemd-nspawn runuser psexec psexec64 paexec winrs dsh tmux screen nsenter autossh salt-call multipass limactl distrobox wsl hdfs hadoop pdcp tsh gosu su-exec setpriv pkexec unshare
`;

const SET = new Set(NAMES.split(/\s+/).filter(Boolean).map((s) => s.toLowerCase()));

/** PowerShell cmdlets are programs too (Verb-Noun). */
const CMDLET = /^(?:get|set|new|remove|add|clear|copy|move|rename|start|stop|restart|invoke|enable|disable|register|unregister|install|uninstall|import|export|update|test|select|where|foreach|format|out|write|read|send|connect|disconnect|mount|dismount|suspend|resume|grant|revoke|lock|unlock|reset|publish|unpublish|search|find|measure|compare|convertto|convertfrom|expand|compress|backup|restore|push|pop|wait|resolve|block|unblock|approve|limit|initialize|optimize|repair|save|sync|use|show|hide|open|close|merge|split|join|skip|request|receive|submit|undo|protect|unprotect)-[a-z][a-z0-9]+$/;

/** Program names spelled with capitals (Rscript): written that way, they are still the program. */
const CAPITALISED = new Set(NAMES.split(/\s+/).filter((s) => /[A-Z]/.test(s)));
export function isCapitalisedProgram(name: string): boolean {
  return CAPITALISED.has(name);
}

/** A Verb-Noun word that is a program only as a PowerShell cmdlet, not by its own name (read-only, set-up, open-source). */
export function isCmdletShapeOnly(name: string): boolean {
  const n = name.toLowerCase();
  return CMDLET.test(n) && !SET.has(n);
}

export function isProgram(name: string): boolean {
  // (cls-speed17) Called for every word a reader might take as a program: the .exe cut and the cmdlet pattern (which
  // needs a "-") run only where they can apply.
  const lower = name.toLowerCase();
  const n = lower.endsWith('.exe') ? lower.slice(0, -4) : lower;
  return SET.has(n) || (n.includes('-') && CMDLET.test(n)) || n.startsWith('mkfs.') || n.startsWith('kafka-');
}
