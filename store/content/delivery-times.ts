import type { DeliveryTerms } from '../../ui/marketing';

/**
 * Where content speaks of delivery times it takes them from the shop's delivery rule (config.delivery), so the
 * FAQ, the badges and the reviews' statistics say what checkout charges and promises
 * (docs/decisions/024-one-delivery-fee-rule.md).
 */
export type DeliveryTimes = Pick<DeliveryTerms, 'localCity' | 'localDays' | 'elsewhereDays'>;
