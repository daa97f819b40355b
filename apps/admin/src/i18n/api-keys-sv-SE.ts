/** API keys for machines (the owner's screen under Inställningar, decision 0051), in Swedish. */
export const apiKeysSvSE = {
  'nav.apiKeys': 'API-nycklar',
  'apiKeys.title': 'API-nycklar',
  'apiKeys.description':
    'Nycklar som låter andra system (affärssystem, lager, ekonomi) använda administrationens API med just de behörigheter du väljer.',
  'apiKeys.prefix': 'Början av nyckeln',
  'apiKeys.scopes': 'Behörigheter',
  'apiKeys.lastUsed': 'Senast använd',
  'apiKeys.never': 'Aldrig',
  'apiKeys.actions': 'Åtgärder',
  'apiKeys.new': 'Ny API-nyckel',
  'apiKeys.name': 'Namn på nyckeln',
  'apiKeys.nameHint':
    'Till exempel systemets namn. Ändringar som nyckeln gör visas under det namnet i ändringsloggen.',
  'apiKeys.create': 'Skapa nyckel',
  'apiKeys.chooseScope': 'Välj minst en behörighet.',
  'apiKeys.scope.catalogue:read': 'Läsa sortimentet',
  'apiKeys.scope.catalogue:write': 'Ändra sortimentet och priser',
  'apiKeys.scope.stock:write': 'Ändra lagersaldon',
  'apiKeys.scope.orders:read': 'Läsa ordrar',
  'apiKeys.scope.orders:write': 'Hantera ordrar',
  'apiKeys.scope.customers:read': 'Läsa kunder',
  'apiKeys.created.title': 'Din nya API-nyckel: {name}',
  'apiKeys.created.warning':
    'Kopiera nyckeln nu och spara den på ett säkert ställe. Den visas bara en gång – vi sparar den inte och kan inte visa den igen.',
  'apiKeys.created.label': 'API-nyckel',
  'apiKeys.created.usage':
    'Ge nyckeln till den som kopplar ihop systemet med butiken. Den skickas som Authorization: Bearer <nyckel> till /api/admin/…, utan inloggning.',
  'apiKeys.docs': 'API-dokumentationen visar varje anrop och vilken behörighet det kräver.',
  'apiKeys.copy': 'Kopiera',
  'apiKeys.copied': 'Nyckeln är kopierad.',
  'apiKeys.copyFailed': 'Kunde inte kopiera – markera nyckeln och kopiera den själv.',
  'apiKeys.done': 'Jag har sparat nyckeln',
  'apiKeys.revoke': 'Återkalla {name}',
  'apiKeys.confirmRevoke.title': 'Återkalla nyckeln?',
  'apiKeys.confirmRevoke.text':
    '{name} slutar fungera direkt. System som använder nyckeln får inte längre åtkomst. Det går inte att ångra.',
  'apiKeys.confirmRevoke.action': 'Återkalla',
  'apiKeys.revoked': '{name} är återkallad.',
};
