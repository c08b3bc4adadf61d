import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

describe('kubernetes and helm: reading production is safe, changing it is not', () => {
  it.each(rows(`
    a kubectl get pods -n production
    a listing the pods in the production namespace (kubectl get pods -n production)
    a kubectl describe svc api -n prod
    a kubectl logs -f deploy/api -n production
    a kubectl get secrets -n staging
    a helm history api -n production
    a kubectl apply -f k8s/dev/ -n dev
    a kubectl scale deploy web --replicas=4 -n staging
    c kubectl get secret api-keys -n staging -o yaml
    c kubectl delete pod web-5d8f -n staging
    c kubectl rollout undo deploy/web -n staging
    c helm upgrade web charts/web -n staging
    c! kubectl apply -f k8s/prod/configmap.yaml -n production
    # LABELS: one workload in staging is destructive, in production dangerous; data (volumes, stateful sets) more.
    c kubectl delete deploy web -n staging
    v kubectl delete pods --all -n qa
    v kubectl delete pvc data-db-0 -n staging
    v kubectl drain node-3 --force --ignore-daemonsets
    v helm uninstall web -n staging
    v helm upgrade web charts/web -n production
    v kubectl delete deploy web -n production
    d kubectl delete pvc -l app=mysql -n production
    v kubectl delete pvc --all -n qa
    c kubectl delete pvc cache-0 -n dev
    c kubectl rollout pause deploy/api -n production
    v kubectl create clusterrolebinding ops-admin --clusterrole=cluster-admin --user=ann@example.com
    v kubectl label namespace payments pod-security.kubernetes.io/enforce=privileged --overwrite
    a kubectl label namespace payments pod-security.kubernetes.io/enforce=restricted --overwrite
    d helm list -A -q | xargs -n1 helm uninstall
    d kubectl delete namespace production
    d kubectl delete pods --all --all-namespaces
    d kubectl scale deploy --all --replicas=0 -n production
    # one named release in production is one resource (dangerous; three corpus authors label it so)
    v helm uninstall billing -n prod
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
