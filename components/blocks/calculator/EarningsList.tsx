import { formatPercent, formatUsd } from '@/calculators/format';
import type { RateEarnings } from '@/calculators/apy-balance';
import styles from './Calculator.module.scss';

/** A year's earnings on a balance at our rate and at the rates it is compared with. */
export function EarningsList({ balance, ours, others }: { balance: string; ours: RateEarnings; others: (RateEarnings & { label: string })[] }) {
  return (
    <>
      <p className={styles.summary}>
        Earn {formatUsd(ours.earnings)} in a year on {balance} at {formatPercent(ours.ratePercent)} APY
      </p>
      <dl className={styles.resultList}>
        <div className={`${styles.resultRow} ${styles.strong}`}>
          <dt>Our rate, {formatPercent(ours.ratePercent)} APY</dt>
          <dd>{formatUsd(ours.earnings)}</dd>
        </div>
        {others.map((item) => (
          <div key={item.label} className={styles.resultRow}>
            <dt>
              {item.label}, {formatPercent(item.ratePercent)} APY
            </dt>
            <dd>{formatUsd(item.earnings)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
