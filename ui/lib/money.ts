// The shop's one money format, api/'s: the mails, the admin's CSVs and these screens print the same '₦12,500.00'.
// ui/ keeps its own name for it, which its components, the store's pages and the stories already use.
export { formatNaira as formatPrice, formatPercent } from '../../api/rules/money';
