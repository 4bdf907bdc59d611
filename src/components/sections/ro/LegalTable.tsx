import React from "react";
import { graphql } from "gatsby";
import * as styles from "./LegalTable.module.css";

/** A captioned data table that scrolls sideways on narrow screens instead of overflowing. */
export function LegalTable({ table }: { table: Queries.LegalTableFragment }) {
  return (
    <section className={styles.wrap} aria-label={table.caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.cells[0]}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    <code>{cell}</code>
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export const query = graphql`
  fragment LegalTable on LegalTable {
    caption
    head
    rows {
      cells
    }
  }
`;
