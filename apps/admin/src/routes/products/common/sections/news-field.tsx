import { useI18n } from '../../../../i18n/i18n.tsx';
import { Checkbox, TextInput } from '../editor-fields.tsx';
import { newsDay, newsFromDate, newsFromDay, stockholmToday } from '../news-flag.ts';
import type { ProductEditor } from '../use-product-editor.ts';

/** "Nyhet": whether the shop shows the product with its NYHET badge, and from which day. */
export function NewsField({ editor }: { editor: ProductEditor }) {
  const { t } = useI18n();
  const { form, update } = editor;
  const set = (news_from_date: string | null) => update((current) => ({ ...current, news_from_date }));
  return (
    <div className="news-field">
      <Checkbox
        id={`${editor.id}-news`}
        label={t('product.isNew')}
        checked={form.news_from_date !== null}
        onChange={(on) => set(newsFromDate(form.news_from_date, on, stockholmToday()))}
      />
      {form.news_from_date !== null && (
        <TextInput
          editor={editor}
          path="news_from_date"
          type="date"
          label={t('product.newsFrom')}
          hint={t('product.newsFromHint')}
          value={newsDay(form.news_from_date)}
          onChange={(day) => set(newsFromDay(day))}
        />
      )}
    </div>
  );
}
