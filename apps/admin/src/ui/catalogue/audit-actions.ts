/** The audit log's actions of the products (decision 0021), which the audit screen names (`audit.action.<action>`). */
export const PRODUCT_AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'product.price',
  'stock.update',
  'image.upload',
] as const;
