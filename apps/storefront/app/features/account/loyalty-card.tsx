import { useI18n } from '~/i18n/i18n.tsx';
import { barRuns, ean13Modules } from './ean13.ts';
import styles from './account.module.css';

/** SPEC §2 loyalty card: the number in large type and, when it is a valid EAN-13, its barcode for the till. */
export function LoyaltyCard({ number }: { number: string }) {
  const { t } = useI18n();
  const modules = ean13Modules(number);
  // 11 modules of quiet zone either side, as scanners want.
  const width = 95 + 22;
  return (
    <div className={styles.card}>
      <span className={styles.muted}>{t('account.cardNumber')}</span>
      <span className={styles.cardNumber} data-testid="loyalty-card-number">
        {number}
      </span>
      {modules && (
        <svg
          className={styles.barcode}
          viewBox={`0 0 ${width} 50`}
          role="img"
          aria-label={t('account.barcode', { number })}
          shapeRendering="crispEdges"
        >
          <rect width={width} height="50" fill="#fff" />
          {barRuns(modules).map(([x, w]) => (
            <rect key={x} x={x + 11} width={w} height="50" fill="#000" />
          ))}
        </svg>
      )}
    </div>
  );
}
