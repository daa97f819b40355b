import type { AdminMailPreviewDto, AdminMailTemplateBody, AdminMailTemplateDto } from '@hemma/contract';
import type { AdminHttp } from './admin-http.ts';

/** The owner's mail texts (decision 0069): the Swedish ones and a preview; translations go through `translations`. */
export function mailTemplateCalls(http: AdminHttp) {
  return {
    mailTemplates: {
      list: () => http.get<AdminMailTemplateDto[]>('mail-templates'),
      get: (kind: string) => http.get<AdminMailTemplateDto>(`mail-templates/${kind}`),
      put: (kind: string, body: AdminMailTemplateBody) =>
        http.send<AdminMailTemplateDto>('PUT', `mail-templates/${kind}`, body),
      preview: (kind: string, store: string) =>
        http.get<AdminMailPreviewDto>(`mail-templates/${kind}/preview`, { store }),
    },
  };
}
