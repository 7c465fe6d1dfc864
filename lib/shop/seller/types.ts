/** The seller named on every receipt, in the footer's small print and on the terms page (docs/shop.md#seller). */
export interface SellerSettings {
  legal_name: string;
  /** Nine digits, no spaces; '' until the studio enters it. */
  organisation_number: string;
  vat_registered: boolean;
  /** Lines as the studio writes them. */
  address: string;
  support_email: string;
  prices_include_vat: boolean;
}
