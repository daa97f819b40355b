import type { apiKeysSvSE } from './api-keys-sv-SE.ts';

/** API keys (decision 0051), in English: the same keys as the Swedish reference. */
export const apiKeysEnUS: Record<keyof typeof apiKeysSvSE, string> = {
  'nav.apiKeys': 'API keys',
  'apiKeys.title': 'API keys',
  'apiKeys.description':
    'Keys that let other systems (ERP, warehouse, accounting) use the back-office API with exactly the permissions you choose.',
  'apiKeys.prefix': 'Key begins',
  'apiKeys.scopes': 'Permissions',
  'apiKeys.lastUsed': 'Last used',
  'apiKeys.never': 'Never',
  'apiKeys.actions': 'Actions',
  'apiKeys.new': 'New API key',
  'apiKeys.name': 'Key name',
  'apiKeys.nameHint': "For example the system's name. The key's changes appear under it in the audit log.",
  'apiKeys.create': 'Create key',
  'apiKeys.chooseScope': 'Choose at least one permission.',
  'apiKeys.scope.catalogue:read': 'Read the catalogue',
  'apiKeys.scope.catalogue:write': 'Change the catalogue and prices',
  'apiKeys.scope.stock:write': 'Change stock levels',
  'apiKeys.scope.orders:read': 'Read orders',
  'apiKeys.scope.orders:write': 'Handle orders',
  'apiKeys.scope.customers:read': 'Read customers',
  'apiKeys.created.title': 'Your new API key: {name}',
  'apiKeys.created.warning':
    'Copy the key now and keep it somewhere safe. It is shown only once – we do not store it and cannot show it again.',
  'apiKeys.created.label': 'API key',
  'apiKeys.created.usage':
    'Give the key to whoever connects the system to the shop. It is sent as Authorization: Bearer <key> to /api/admin/…, without logging in.',
  'apiKeys.docs': 'The API documentation shows every call and the permission it needs.',
  'apiKeys.copy': 'Copy',
  'apiKeys.copied': 'The key is copied.',
  'apiKeys.copyFailed': 'Could not copy – select the key and copy it yourself.',
  'apiKeys.done': 'I have saved the key',
  'apiKeys.revoke': 'Revoke {name}',
  'apiKeys.confirmRevoke.title': 'Revoke the key?',
  'apiKeys.confirmRevoke.text':
    '{name} stops working at once. Systems using the key lose access. This cannot be undone.',
  'apiKeys.confirmRevoke.action': 'Revoke',
  'apiKeys.revoked': '{name} is revoked.',
};
