import React, { useId, useState } from "react";
import { SCHEDULE_PREVIEW_ROWS } from "./constants";
import type { ScheduleRow, ScheduleTotals } from "../../domain/simulator/finance";
import { fillTemplate, formatBani } from "../../domain/format";
import { SIMULATOR_LANG } from "../../domain/simulator/format";
import type { SimulatorCopy } from "../../domain/simulator/types";
import * as styles from "./Simulator.module.css";

interface ScheduleProps {
  rows: readonly ScheduleRow[];
  totals: ScheduleTotals;
  copy: SimulatorCopy["schedule"];
}

/** The repayment schedule: the first months and the totals, every month on request. */
export function Schedule({ rows, totals, copy }: ScheduleProps) {
  const [expanded, setExpanded] = useState(false);
  const uid = useId();
  const titleId = `${uid}-title`;
  const tableId = `${uid}-table`;
  const canExpand = rows.length > SCHEDULE_PREVIEW_ROWS;
  const shown = expanded ? rows : rows.slice(0, SCHEDULE_PREVIEW_ROWS);
  return (
    <div className={styles.schedule}>
      {/* The button sits above the table, so it stays put when the table grows or shrinks. */}
      <div className={styles.scheduleHead}>
        <h3 id={titleId} className={styles.scheduleTitle}>
          {copy.title}
        </h3>
        {canExpand && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={tableId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded
              ? fillTemplate(copy.showFirst, { count: SCHEDULE_PREVIEW_ROWS })
              : fillTemplate(copy.showAll, { count: rows.length })}
          </button>
        )}
      </div>
      {/* Focusable so that keyboard users can scroll it sideways on narrow screens. */}
      <div className={styles.tableWrap} role="region" aria-labelledby={titleId} tabIndex={0}>
        <table id={tableId} className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{copy.month}</th>
              <th scope="col">{copy.instalment}</th>
              <th scope="col">{copy.principal}</th>
              <th scope="col">{copy.interest}</th>
              <th scope="col">{copy.balance}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.month}</th>
                <td>{formatBani(row.instalment, SIMULATOR_LANG)}</td>
                <td>{formatBani(row.principal, SIMULATOR_LANG)}</td>
                <td>{formatBani(row.interest, SIMULATOR_LANG)}</td>
                <td>{formatBani(row.balance, SIMULATOR_LANG)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{copy.total}</th>
              <td>{formatBani(totals.instalment, SIMULATOR_LANG)}</td>
              <td>{formatBani(totals.principal, SIMULATOR_LANG)}</td>
              <td>{formatBani(totals.interest, SIMULATOR_LANG)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.scheduleNote}>{copy.note}</p>
    </div>
  );
}
