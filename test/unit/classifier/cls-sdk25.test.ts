import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-sdk25 (issue 12): SDK code and interpreter one-liners for ML registries and trackers, model hubs, vector databases,
// feature stores, GIS portals and tile services, HPC and lab APIs, accounting and commerce SDKs. Each table varies one act
// along one axis (scope, environment, audience, reversibility) with benign twins; rows are read by the call's shape
// (readers/sdk25.ts), not by product names. A row is "x hint", or "x! hint" for a known gap (target tier x, not reached
// yet; reason above it). Figures (rows at their tier, main → branch) are in /work/reports/cls-sdk25.md.

describe("a vector store's own delete told which items: one id < a filter or a tenant's namespace < the whole index; reads and in-memory stores stay routine", () => {
  it.each(markedRows(String.raw`
    c index.delete(ids=["doc-1#0"])
    c index.delete(ids=["doc-1#0"], namespace="tenant-77")
    c client.delete(collection_name="docs", ids=[7])
    v index.delete(filter={"tenant": {"$eq": "acme-eu"}})
    v collection.delete(where={"source": "crawl-2024"})
    v client.delete(collection_name="docs", filter="tenant == 'acme'")
    v index.delete(delete_all=True, namespace="tenant-77")
    d index.delete(delete_all=True, namespace="prod")
    d index.delete(delete_all=True)
    d pc.delete_index("search-prod")
    d client.delete_collection(collection_name="support_kb")
    a index.query(vector=emb, top_k=5, filter={"tenant": "acme-eu"})
    a print(index.describe_index_stats())
    a client = QdrantClient(":memory:") ⏎ client.delete_collection("t")
    a client = QdrantClient(":memory:") ⏎ client.recreate_collection("t", vectors_config=cfg)
    a c = chromadb.EphemeralClient() ⏎ c.delete_collection("scratch")
    c client = QdrantClient(path="./local_qdrant") ⏎ client.delete_collection("docs")
  `))('%s %s', checkMarked);
});

describe('a model registry: one version < every version of a model (a loop) = one registered model (a resource); local tracking servers are dev; reads stay reads', () => {
  it.each(markedRows(String.raw`
    c client.delete_model_version(name="churn", version="3")
    v for mv in client.search_model_versions("name='churn'"): ⏎     client.delete_model_version(mv.name, mv.version)
    v client.delete_registered_model(name="churn")
    v sm.delete_model(ModelName="churn-prod-v3")
    c mlflow.set_tracking_uri("http://localhost:5000") ⏎ MlflowClient().delete_registered_model(name="churn")
    a client.get_latest_versions("churn", stages=["Production"])
    a for mv in client.search_model_versions("name='churn'"): print(mv.version, mv.current_stage)
    a mv = mlflow.register_model("runs:/ab12/model", "churn") ⏎ print(mv.version)
  `))('%s %s', checkMarked);
});

describe('a resource the method names is that resource, whatever an argument holds (a tenant id, a name with "zones" in it); one record of a kind stays one record', () => {
  it.each(markedRows(String.raw`
    v tilesets.deleteTileset({tilesetId: 'acme.zones-2024'}).send()
    v sm.delete_feature_group(FeatureGroupName="customers-fg")
    v notebooks.delete(notebook_id="nb_2231")
    c $api->deleteTrackingOptions($tenantId, $categoryId, $optionId);
    c api.deleteContactNote(tenantId, noteId)
    a notebooks.list(folder_id="f1")
    a tilesets.listTilesets({ownerId: 'acme'}).send()
  `))('%s %s', checkMarked);
});

describe('a loop over a listing: everything (an argument-less chain, a handle-only all(), a production container) < a filtered set < one item', () => {
  it.each(markedRows(String.raw`
    d for j in pyslurm.job().get().keys(): pyslurm.slurm_kill_job(j, 9)
    c pyslurm.slurm_kill_job(8812231, 9)
    d for c in Customer.all(qb=qb): ⏎     c.Balance = 0 ⏎     c.save(qb=qb)
    v for c in Customer.all(qb=qb): ⏎     c.Active = False ⏎     c.save(qb=qb)
    v for c in Customer.filter(Active=True, CompanyName="Acme", qb=qb): ⏎     c.Active = False ⏎     c.save(qb=qb)
    a for c in Customer.all(qb=qb): ⏎     print(c.DisplayName, c.Balance)
    d for run in api.runs("acme/prod-training"): ⏎     run.delete()
    v for run in api.runs("acme/sentiment"): ⏎     run.delete()
    v for run in api.runs("acme/sentiment", filters={"state": "crashed"}): ⏎     run.delete()
    a for run in api.runs("acme/sentiment"): ⏎     print(run.name, run.summary.get("loss"))
  `))('%s %s', checkMarked);
});

describe('audience of a hub push or a portal share: private < a group < public; public people data is forbidden', () => {
  it.each(markedRows(String.raw`
    c model.push_to_hub("acme/intent-clf", private=True)
    v model.push_to_hub("acme/intent-clf", private=False)
    d ds = load_dataset("csv", data_files="exports/customer_chats.csv") ⏎ ds.push_to_hub("acme/chats", private=False)
    d item.share(everyone=True)  # Patient Home Visits
    v item.share(everyone=True)  # Park boundaries 2025
    a api.update_repo_settings(repo_id="acme/intent-clf", private=True)
    a snapshot_download(repo_id="acme/intent-clf", local_dir="./models/intent")
  `))('%s %s', checkMarked);
});

describe('drafts stay drafts; a directory deleted recursively on research storage is a tree; a client constructed does nothing', () => {
  it.each(markedRows(String.raw`
    a accounting_api.create_invoices(tenant, invoices=Invoices(invoices=[Invoice(type="ACCREC", status="DRAFT", contact=c, line_items=items)]))
    v dd = DeleteData(tc, ep, recursive=True) ⏎ dd.add_item("/projects/lab-x/raw/") ⏎ tc.submit_delete(dd)
    c dd = DeleteData(tc, ep) ⏎ dd.add_item("/projects/lab-x/raw/run7.tiff") ⏎ tc.submit_delete(dd)
    a tc.operation_ls(ep, path="/projects/lab-x/raw/")
    # advisory: a client constructed acts on nothing; the unknown-is-not-safe floor still reads "authoriz" in its argument
    a! tc = globus_sdk.TransferClient(authorizer=auth)
    a square = SquareClient(token=os.environ["SQUARE_TOKEN"], environment="production") ⏎ print(square.locations.list_locations())
    d layer.manager.truncate()
    a tc = globus_sdk.TransferClient(authorizer=auth) ⏎ for e in tc.operation_ls(ep, path="/projects/lab-x/"): print(e["name"])
  `))('%s %s', checkMarked);
});

describe('calls the word lists did not place: history squashed, a protection switched off by its own method, a table replaced by a geo/warehouse writer, an item by its key, one job to a client named batch, every subscription of an empty search', () => {
  it.each(markedRows(String.raw`
    v api.super_squash_history(repo_id="acme-ai/ranker")
    a api.list_repo_commits(repo_id="acme-ai/ranker")
    v gis.content.get("9a8b7c").protect(enable=False)
    a gis.content.get("9a8b7c").protect(enable=True)
    d gdf.to_postgis("parcels", engine, if_exists="replace")
    d df.to_gbq("analytics.daily_revenue", project_id="acme-prod", if_exists="replace")
    a gdf.to_file("out/parcels.gpkg", driver="GPKG")
    c collection.data.delete_by_id("36ddd591-2dee-4e7e-a3cc-eb86d30a4303")
    c fl.delete_features(where="OBJECTID=42")
    v fl.delete_features(where="status='closed'")
    d fl.delete_features(where="1=1")
    c batch.cancel_job(jobId="8f2e-11", reason="stuck")
    d for s in client.subscriptions.search_subscriptions(body={}).body["subscriptions"]: ⏎     client.subscriptions.cancel_subscription(subscription_id=s["id"])
    c client.subscriptions.cancel_subscription(subscription_id="sub_123")
    d aiplatform.Featurestore("prod_fs").delete(force=True)
    v sm.delete_endpoint(EndpointName="churn-prod")
    a sm.describe_endpoint(EndpointName="churn-prod")
  `))('%s %s', checkMarked);
});

describe('the same vector-store, registry, hub and books acts on other surfaces: interpreter one-liners, MCP tools, HTTP', () => {
  it.each(markedRows(String.raw`
    c python -c "from pinecone import Pinecone; Pinecone().Index('kb').delete(ids=['doc-1#0'])"
    v python -c "from pinecone import Pinecone; Pinecone().Index('kb').delete(delete_all=True, namespace='tenant-9')"
    d python -c "from pinecone import Pinecone; Pinecone().delete_index('kb-prod')"
    c curl -X POST "https://kb-abc123.svc.us-east1-gcp.pinecone.io/vectors/delete" -H "Api-Key: $PINECONE_API_KEY" -d '{"ids": ["doc-1#0"], "namespace": "tenant-9"}'
    # verify: the HTTP reader takes deleteAll for every record even when a tenant's namespace narrows it (SDK code and tools read the namespace)
    v! curl -X POST "https://kb-abc123.svc.us-east1-gcp.pinecone.io/vectors/delete" -H "Api-Key: $PINECONE_API_KEY" -d '{"deleteAll": true, "namespace": "tenant-9"}'
    d curl -X DELETE "https://api.pinecone.io/indexes/kb-prod" -H "Api-Key: $PINECONE_API_KEY"
    c mcp__qdrant__delete_points {"collection_name": "kb", "points": [42]}
    v mcp__qdrant__delete_points {"collection_name": "kb", "filter": {"must": [{"key": "tenant", "match": {"value": "acme"}}]}}
    d mcp__qdrant__delete_collection {"collection_name": "kb"}
    c node -e "const {QdrantClient}=require('@qdrant/js-client-rest'); new QdrantClient({url: process.env.QDRANT_URL}).delete('kb', {points: [42]})"
    v node -e "const {QdrantClient}=require('@qdrant/js-client-rest'); new QdrantClient({url: process.env.QDRANT_URL}).delete('kb', {filter: {must: [{key: 'tenant', match: {value: 'acme'}}]}})"
    a node -e "const {QdrantClient}=require('@qdrant/js-client-rest'); new QdrantClient({url: process.env.QDRANT_URL}).getCollections().then(r=>console.log(r))"
    v node -e "require('@mapbox/mapbox-sdk/services/tilesets')({accessToken: process.env.MAPBOX_SK}).deleteTileset({tilesetId: 'acme.parcels-2025'}).send()"
    v ruby -e 'require "mlflow"; Mlflow::Client.new(tracking_uri: ENV["MLFLOW_URI"]).delete_registered_model(name: "churn")'
    d python -c "from huggingface_hub import HfApi; HfApi().update_repo_settings('acme-ai/patient-notes', private=False, repo_type='dataset')"
    v python -c "from huggingface_hub import HfApi; HfApi().super_squash_history(repo_id='acme-ai/ranker')"
    a python -c "from quickbooks.objects.customer import Customer; print([c.DisplayName for c in Customer.all(qb=qb)])"
    # verify: a flag set by setattr inside a comprehension is not read as an attribute assignment before the save
    v! python -c "from quickbooks.objects.customer import Customer; [setattr(c, 'Active', False) or c.save(qb=qb) for c in Customer.all(qb=qb)]"
    d ruby -e 'ShopifyAPI::Product.all.each { |p| p.delete }'
  `))('%s %s', checkMarked);
});
