import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Issue 12, cls-fix6: classes the team's own files showed over- or under-tiered. Each fix sits beside its twin.

describe('a number after an id noun in any language names one thing, not a count ("l\'ordine 5521")', () => {
  it.each(rows(`
    c Rimborso 25 euro al cliente per l'ordine 5521 su Stripe live.
    c Rimborsa 30 euro al cliente per l'ordine 4411 su Stripe.
    c Reembolsa 20 € al cliente del pedido 881 en Stripe live
    c Rembourse 15 € au client pour la commande 7781 sur Stripe live
    c Erstatte 20 € für Bestellung 4411 in Stripe live
    c Refund $25 to the customer for order 5521 on live Stripe.
    # twins: every customer, or many refunds
    d Rimborsa tutti i clienti su Stripe live
    d Reembolsa a todos los clientes en Stripe live
    v Rimborsa 40 ordini su Stripe
  `))('%s  %s', expectRow);
});
