import type { AddressDto } from './checkout-types.ts';

/** What login, refresh and create-password answer (ADR 0013). */
export interface SessionTokens {
  token: string;
  refreshToken: string;
  groupToken: string;
  groupId: number;
}

export interface CustomerAddressDto extends AddressDto {
  id?: number | undefined;
  default_shipping?: boolean | undefined;
  default_billing?: boolean | undefined;
}

/** SPEC §3 user `current`: the profile with its address book, group and loyalty card number. */
export interface CustomerDto {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  loyalty_card_number: string;
  addresses: CustomerAddressDto[];
}

/** The fields POST user/create and POST user/me accept; `addresses`, when sent, replaces the book. */
export interface CustomerInputDto {
  email: string;
  firstname: string;
  lastname: string;
  addresses?: CustomerAddressDto[] | undefined;
}

export interface OrderHistoryEntryDto {
  entity_id: number;
  increment_id: string;
  created_at: string;
  status: string;
  store_name: string;
  grand_total: number;
  total_due: number;
  items: { sku: string; name: string; qty_ordered: number; row_total_incl_tax: number }[];
}

export interface OrderHistoryDto {
  items: OrderHistoryEntryDto[];
  total_count: number;
  search_criteria: { page_size: number; current_page: number };
}
