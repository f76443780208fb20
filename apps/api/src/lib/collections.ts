/** Rows by a key (one row per key: the last one). */
export function indexBy<Row, Key>(rows: Iterable<Row>, key: (row: Row) => Key): Map<Key, Row> {
  const out = new Map<Key, Row>();
  for (const row of rows) out.set(key(row), row);
  return out;
}

/** Rows grouped by a key, each group in the rows' order, each row turned into `value`. */
export function groupBy<Row, Key, Value = Row>(
  rows: Iterable<Row>,
  key: (row: Row) => Key,
  value: (row: Row) => Value = (row) => row as unknown as Value,
): Map<Key, Value[]> {
  const out = new Map<Key, Value[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(value(row));
    else out.set(k, [value(row)]);
  }
  return out;
}
