import type { AdminCouponDto } from '@hemma/contract';
import { isApiError } from '@hemma/api-client/admin';
import { Link, useParams } from 'react-router';
import { useCoupon, useUpdateCoupon } from '../../../hooks/api/coupons.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { formatKronor } from '../../../lib/trade-format.ts';
import { useConfirm } from '../../../ui/confirm.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryView } from '../../../ui/states.tsx';
import '../../../ui/styles/trade.css';
import { StoreTranslations } from '../../../ui/translations/store-translations.tsx';
import { couponChangeOf, couponFormSchema, couponFormValues, couponRulesOf } from '../common/coupon-form.ts';
import { CouponRuleFields, useCouponIssues, useCouponLabels } from '../common/coupon-fields.tsx';

/** One coupon: how much it was used, its rules (the code stays: orders name it), and deactivating it. */
export default function CouponEditPage() {
  const id = Number(useParams().id);
  const coupon = useCoupon(id);
  return (
    <QueryView query={coupon}>
      {(coupon) => <CouponEditor key={coupon.updated_at} coupon={coupon} />}
    </QueryView>
  );
}

function CouponEditor({ coupon }: { coupon: AdminCouponDto }) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const confirm = useConfirm();
  const update = useUpdateCoupon(coupon.id);
  const reload = useCoupon(coupon.id);
  const issues = useCouponIssues();
  const form = useForm({
    schema: couponFormSchema,
    initial: couponFormValues(coupon),
    labels: useCouponLabels(),
    onSubmit: async (values) => {
      const checked = couponRulesOf(values);
      if (!checked.ok) return issues(checked.problems);
      const change = couponChangeOf(coupon, checked.rules);
      if (!change) return notify(t('form.nothingChanged'));
      try {
        await update.mutateAsync(change);
        notify(t('coupons.saved', { code: coupon.code }));
      } catch (error) {
        if (!isApiError(error) || error.status !== 409) throw error;
        void reload.refetch();
        return [{ field: null, text: t('coupons.stale') }];
      }
    },
  });
  const deactivate = async () => {
    const ok = await confirm({
      title: t('coupons.deactivate.title', { code: coupon.code }),
      text: t('coupons.deactivate.text'),
      confirmLabel: t('coupons.deactivate'),
      danger: true,
    });
    if (!ok) return;
    try {
      await update.mutateAsync('deactivate');
      notify(t('coupons.deactivated', { code: coupon.code }));
    } catch {
      notify(t('validation.unavailable'), 'error');
    }
  };
  const { usage } = coupon;
  return (
    <>
      <PageHeader
        title={t('coupons.heading', { code: coupon.code })}
        description={
          <span className={coupon.is_active ? 'badge badge-ok' : 'badge badge-muted'}>
            {t(coupon.is_active ? 'coupons.isActive' : 'coupons.isInactive')}
          </span>
        }
        actions={
          <>
            <Link to="/coupons" className="button">
              {t('coupons.backToList')}
            </Link>
            <Link to={`/audit?entity_type=coupon&entity_id=${coupon.id}`} className="button">
              {t('staff.history')}
            </Link>
          </>
        }
      />
      <section className="panel" aria-labelledby="coupon-usage">
        <h2 id="coupon-usage">{t('coupons.usage')}</h2>
        <dl className="facts facts-row">
          <div>
            <dt>{t('coupons.timesUsed')}</dt>
            <dd>
              {coupon.usage_limit === null
                ? usage.times_used
                : t('coupons.usedOf', { used: usage.times_used, limit: coupon.usage_limit })}
            </dd>
          </div>
          <div>
            <dt>{t('coupons.orders')}</dt>
            <dd>{usage.orders}</dd>
          </div>
          <div>
            <dt>{t('coupons.discountGiven')}</dt>
            <dd>
              {formatKronor(usage.discount_given, locale)}
              {usage.discount_given_eur > 0 && (
                <> · {formatKronor(usage.discount_given_eur, locale, 'EUR')}</>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <FormSection
        form={form}
        title={t('coupons.rules')}
        submitLabel={t('action.save')}
        actions={
          coupon.is_active && (
            <button
              type="button"
              className="button button-danger-outline action-apart"
              disabled={update.isPending}
              onClick={() => void deactivate()}
            >
              {t('coupons.deactivate')}
            </button>
          )
        }
      >
        <CouponRuleFields form={form} />
      </FormSection>
      {/* Shared codes' texts are translated per store view; a personal one (a newsletter welcome) is not listed. */}
      {coupon.customer_email === null && coupon.description.trim() !== '' && (
        <StoreTranslations entity="coupon" entityKey={coupon.code} />
      )}
    </>
  );
}
