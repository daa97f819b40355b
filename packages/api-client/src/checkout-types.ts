/** The cart, stock and order types of the HTTP contract (@hemma/contract, decision 0019). */
export type {
  AddressDto,
  AddressInformationDto,
  CartItemDto,
  CartItemInput,
  CartTotalsDto,
  OrderRequest,
  OrderResult,
  PaymentMethodDto,
  PaymentSessionDto,
  DeliveryDatesDto,
  PaymentProviderErrorInput,
  ShippingInformationResult,
  ShippingMethodDto,
  StockCheckResult,
  TotalSegment,
  TotalSegmentCode,
} from '@hemma/contract';
