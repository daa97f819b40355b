import { Link, useNavigate } from 'react-router';
import { useCreateCoupon } from '../../../hooks/api/coupons.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { wordConflict } from '../../../ui/form/conflicts.ts';
import { TextField } from '../../../ui/form/fields.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import '../../../ui/styles/trade.css';
import { couponCreateOf, couponFormSchema, EMPTY_COUPON } from '../common/coupon-form.ts';
import { CouponRuleFields, useCouponIssues, useCouponLabels } from '../common/coupon-fields.tsx';

/** A new discount code: it works in carts as soon as it is saved. */
export default function CouponCreatePage() {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateCoupon();
  const issues = useCouponIssues();
  const form = useForm({
    schema: couponFormSchema,
    initial: EMPTY_COUPON,
    labels: useCouponLabels(),
    onSubmit: async (values) => {
      const made = couponCreateOf(values);
      if (!made.ok) return issues(made.problems);
      const coupon = await create.mutateAsync(made.input).catch((error: unknown) =>
        wordConflict(error, {
          taken: { field: 'code', text: t('coupons.codeTaken', { code: made.input.code.toUpperCase() }) },
        }),
      );
      if (Array.isArray(coupon)) return coupon;
      notify(t('coupons.created', { code: coupon.code }));
      await navigate(`/coupons/${coupon.id}`);
    },
  });
  return (
    <>
      <PageHeader title={t('coupons.new')} description={t('coupons.newDescription')} />
      <FormSection
        form={form}
        submitLabel={t('coupons.create')}
        actions={
          <Link to="/coupons" className="button">
            {t('action.cancel')}
          </Link>
        }
      >
        <TextField form={form} name="code" autoComplete="off" hint={t('coupons.codeHint')} />
        <CouponRuleFields form={form} />
      </FormSection>
    </>
  );
}
