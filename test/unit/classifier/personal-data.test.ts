import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/main/classifier';
import { mentionsPersonalData } from '../../../src/main/classifier/text/personal';
import { expectRow, rows } from './helpers';

// Issue 12, LABELS "Data leaving the company": customer or personal data made public is forbidden,
// whatever surface names the store and however its name is written (text/personal.ts, applied in
// meaning.ts to every act whose data leaves the company).

describe('names of people\'s data, in any naming style or language', () => {
  it.each([
    'acme-customer-docs',
    'customer_list_2024.xlsx',
    'CustomerContracts',
    'the customer documents bucket',
    'hr-employee-records',
    'subscriber-exports',
    'a list of all our customers',
    'les factures des clients',
    'Kundendaten',
    'Rechnungen unserer Kunden',
    'klantfacturen',
    'dane klientów',
    'список клиентов',
    '顧客の請求書',
    '客户数据',
    '고객 명단',
    'tài liệu khách hàng',
    'payroll for March',
    'social security numbers',
  ])('%s', (text) => expect(mentionsPersonalData(text)).toBe(true));

  it.each([
    'acme-static-assets',
    'the user docs',
    'the user guide',
    'Make the file public so users can download it',
    'marketing images',
    'docs-site',
    'build artifacts for the client bundle',
    'Rendre public le site de documentation',
  ])('not: %s', (text) => expect(mentionsPersonalData(text)).toBe(false));
});

describe('making a store of people\'s data public is forbidden on every surface; other stores stay dangerous', () => {
  it.each(rows(`
    d aws s3api put-bucket-acl --bucket acme-customer-invoices --acl public-read
    d gsutil iam ch allUsers:objectViewer gs://hr-employee-records
    d Make the patient records bucket public
    d Rends public le dossier des contrats clients sur le drive partagé.
    d Zet de S3-bucket met klantfacturen op openbaar.
    d storage.update_bucket {"bucket": "subscriber-exports", "public": true}
    d gcs.set_bucket_public {"bucket": "acme-customer-docs", "public": true}
    # twins: a store that holds no one's data, or nothing made public
    v aws s3api put-bucket-acl --bucket acme-static-assets --acl public-read
    v gsutil iam ch allUsers:objectViewer gs://acme-website-assets
    v Make the marketing images bucket public
    v storage.update_bucket {"bucket": "docs-site", "public": true}
    a gsutil ls gs://acme-customer-docs
    a aws s3 cp s3://acme-customer-docs/report.pdf .
  `))('%s  %s', expectRow);
});

describe('people\'s data sent outside the company is named as such', () => {
  it.each([
    'Email the employee salary spreadsheet to my personal gmail',
    'Перешли файл с зарплатами всех сотрудников на мой личный gmail',
  ])('%s', (hint) => {
    const c = classify(hint);
    expect(c.level).toBe('dangerous');
    expect(c.reasons.join(' ')).toMatch(/personal data outside/);
  });
});

describe('an ACL request that opens a bucket to everyone makes its data public (HTTP, like the CLIs)', () => {
  it.each(rows(`
    d curl -X PUT "https://hr-employee-records.s3.amazonaws.com/?acl" -H "x-amz-acl: public-read"
    v curl -X PUT "https://acme-site-assets.s3.amazonaws.com/?acl" -H "x-amz-acl: public-read"
    # twins: a private ACL, or only reading it
    c curl -X PUT "https://acme-site-assets.s3.amazonaws.com/?acl" -H "x-amz-acl: private"
    a curl -s "https://acme-site-assets.s3.amazonaws.com/?acl"
  `))('%s  %s', expectRow);
});

describe('"log" in German and Russian is a word, not a prefix: a logo, a login or logistics are not logs', () => {
  it.each(rows(`
    c curl -X PUT -T logo.png "https://acme-site-assets.s3.amazonaws.com/logo.png"
  `))('%s  %s', expectRow);
  it.each(['Lösche die Logs auf dem Produktionsserver', 'Lösche die Logdateien auf dem Server', 'Удали логи на сервере'])('still a log: %s', (hint) => {
    expect(classify(hint).reasons.join(' ')).toMatch(/deletes a log/);
  });
});
