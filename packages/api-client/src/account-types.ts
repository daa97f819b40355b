/** The account types of the HTTP contract (@hemma/contract, decision 0019). */
export type {
  CustomerAddressDto,
  CustomerAddressInput,
  CustomerDto,
  CustomerInputDto,
  LoyaltyDto,
  LoyaltyEntryDto,
  OrderHistoryDto,
  OrderHistoryEntryDto,
  OrderHistoryItemDto,
  OwnReviewDto,
  SessionTokens,
} from '@hemma/contract';
