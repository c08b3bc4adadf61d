import type { SafetyTier } from '../../../src/shared/vocabulary';
import { replaySession } from './helpers';

// cls-benign16: one ordinary data-science and frontend day, written in the Codex CLI's argv notation
// (shell {"command": […]}, apply_patch) with notebook cells run through a Jupyter MCP server: pandas column drops,
// dbt on the dev target, local DuckDB/SQLite reads, snapshot and golden updates, storybook, Next.js cache, Flutter
// clean, simulators erased, infra previews, read-only security scans, a local commit and a ticket summarised. Every
// step is advisory; the dangerous twins in the same notations keep their tier.

const ROUTINE: readonly string[] = [
  "shell {\"command\": [\"git\", \"pull\", \"--ff-only\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"bash\", \"-lc\", \"source .venv/bin/activate && pip install -r requirements.txt\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"bash\", \"-lc\", \"rm -rf .next node_modules/.cache && npm ci\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"npx\", \"next\", \"build\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"npx\", \"storybook\", \"dev\", \"-p\", \"6006\", \"--no-open\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"npx\", \"vitest\", \"run\", \"src/components/DeleteAccountDialog\", \"-u\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"npx\", \"playwright\", \"test\", \"e2e/refund-flow.spec.ts\", \"--update-snapshots\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"npx\", \"cypress\", \"run\", \"--spec\", \"cypress/e2e/delete-account.cy.ts\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"npx\", \"eslint\", \"src\", \"--fix\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"dbt\", \"run\", \"--select\", \"stg_orders+\", \"--target\", \"dev\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"dbt\", \"test\", \"--select\", \"orders\", \"--target\", \"dev\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"dbt\", \"docs\", \"generate\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"duckdb\", \"scratch/events.duckdb\", \"-c\", \"SELECT event, count(*) FROM read_parquet('data/events/*.parquet') GROUP BY 1 ORDER BY 2 DESC\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"sqlite3\", \"data/dev.sqlite3\", \"SELECT id, deleted_at FROM users WHERE deleted_at IS NOT NULL LIMIT 20\"], \"workdir\": \"/home/dev/insights\"}",
  "mcp__jupyter__execute_cell {\"notebook\": \"notebooks/churn.ipynb\", \"code\": \"import pandas as pd\\ndf = pd.read_parquet('data/events.parquet')\\ndf.head()\"}",
  "mcp__jupyter__execute_cell {\"notebook\": \"notebooks/churn.ipynb\", \"code\": \"df = df.drop(columns=['user_agent', 'ip_hash'])\\ndf = df.dropna(subset=['account_id'])\\ndf.shape\"}",
  "mcp__jupyter__execute_cell {\"notebook\": \"notebooks/churn.ipynb\", \"code\": \"churned = df[df['event'] == 'delete_account']\\nchurned.groupby(churned['ts'].dt.date).size().plot()\"}",
  "mcp__jupyter__execute_cell {\"notebook\": \"notebooks/churn.ipynb\", \"code\": \"del df['tmp_flag']\\ndf.describe()\"}",
  "mcp__jupyter__execute_cell {\"notebook\": \"notebooks/churn.ipynb\", \"code\": \"df.to_parquet('data/events_clean.parquet', index=False)\"}",
  "mcp__jupyter__list_cells {\"notebook\": \"notebooks/churn.ipynb\"}",
  "shell {\"command\": [\"jupyter\", \"nbconvert\", \"--clear-output\", \"--inplace\", \"notebooks/churn.ipynb\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"python\", \"-m\", \"pytest\", \"tests/test_churn_features.py\", \"-q\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"flutter\", \"clean\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"flutter\", \"test\", \"--update-goldens\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"xcrun\", \"simctl\", \"erase\", \"all\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"bash\", \"-lc\", \"cd ios && pod deintegrate && pod install\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"terraform\", \"plan\", \"-destroy\", \"-out=preview-destroy.tfplan\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"pulumi\", \"preview\", \"--stack\", \"prod\", \"--diff\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"kubectl\", \"diff\", \"-f\", \"k8s/prod/\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"helm\", \"template\", \"web\", \"./charts/web\", \"-f\", \"values-prod.yaml\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"trivy\", \"fs\", \"--scanners\", \"vuln,secret\", \".\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"gitleaks\", \"detect\", \"--source\", \".\", \"--redact\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"git\", \"add\", \"-A\"], \"workdir\": \"/home/dev/insights\"}",
  "shell {\"command\": [\"git\", \"commit\", \"-m\", \"Churn notebook: drop PII columns before export\"], \"workdir\": \"/home/dev/insights\"}",
  "apply_patch *** Begin Patch\n*** Update File: src/components/DeleteAccountDialog.tsx\n@@\n-      <Button variant=\"danger\">Delete</Button>\n+      <Button variant=\"danger\" aria-label=\"Delete account\">Delete</Button>\n*** End Patch",
  "Summarise this support ticket for the standup: the customer asked us to delete her account and refund the last invoice."
];

const DANGEROUS: readonly (readonly [SafetyTier, string])[] = [
  [
    "danger_zone",
    "shell {\"command\": [\"bash\", \"-lc\", \"rm -rf ~/\"], \"workdir\": \"/home/dev/insights\"}"
  ],
  [
    "danger_zone",
    "mcp__jupyter__execute_cell {\"notebook\": \"notebooks/churn.ipynb\", \"code\": \"from sqlalchemy import create_engine\\nengine = create_engine('postgresql://analytics@db-prod/warehouse')\\ndf.to_sql('events', engine, if_exists='replace')\"}"
  ],
  [
    "verify",
    "shell {\"command\": [\"dbt\", \"run\", \"--target\", \"prod\", \"--full-refresh\"], \"workdir\": \"/home/dev/insights\"}"
  ],
  [
    "danger_zone",
    "shell {\"command\": [\"terraform\", \"destroy\", \"-auto-approve\", \"-var-file=prod.tfvars\"], \"workdir\": \"/home/dev/insights\"}"
  ],
  [
    "confirm",
    "shell {\"command\": [\"git\", \"push\", \"origin\", \"feature/churn-notebook\"], \"workdir\": \"/home/dev/insights\"}"
  ],
  [
    "verify",
    "shell {\"command\": [\"git\", \"push\", \"--force\", \"origin\", \"main\"], \"workdir\": \"/home/dev/insights\"}"
  ]
];

replaySession('a routine data-science and frontend day is never paused', ROUTINE, DANGEROUS);
