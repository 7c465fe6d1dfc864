// A discount code as the admin's API answers it (GET/POST/PATCH /api/admin/discount-codes).

export interface AdminDiscountCode {
  id: string;
  code: string;
  kind: 'percent' | 'amount';
  percent_off: number | null;
  /** Minor units per currency. */
  amounts_off: Record<string, number>;
  product_ids: string[];
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  paused: boolean;
  created_at: string;
  /** Paid orders with the code (refunded ones too: they were uses). */
  uses: number;
  /** Checkouts holding a use now, not yet paid. */
  open_holds: number;
  /** What its paid, unrefunded orders brought in, minor units per currency. */
  revenue: Record<string, number>;
}
