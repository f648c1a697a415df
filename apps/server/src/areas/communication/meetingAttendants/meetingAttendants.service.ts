import type { Db } from '../../../db/connection';
import { applyOrder, parseListQuery } from '../../../http/listQuery';
import { clusterName } from '../../../http/listRoute';
import type { FileStorage } from '../../../storage/fileStorage';
import {
  filterMeetingAttendants,
  meetingAttendantsList,
  meetingAttendantToApi,
  selectMeetingAttendants,
} from './meetingAttendants.list';
import { type AttendanceSheet, writeAttendanceSheet } from './meetingAttendants.pdf';

type Row = Record<string, unknown>;

/**
 * The printable attendance list of one complex for the meeting of `meetingDate`: the same rows, order and
 * totals as the screen (its filters, search and sort in `listQuery`), every row, written as a PDF.
 */
export async function printAttendanceSheet(
  db: Db,
  files: FileStorage,
  clusterId: number,
  meetingDate: string,
  listQuery: Row,
): Promise<string> {
  const list = meetingAttendantsList(db);
  const params = parseListQuery(listQuery, list.spec);
  const { filtered } = filterMeetingAttendants(
    db,
    selectMeetingAttendants(db).where('houses.cluster_id', '=', clusterId),
    params,
  );
  const rows = (await applyOrder(filtered, list.spec, params, list.idColumn).execute()) as Row[];
  const sums = ((await list.totals?.query(filtered, params)?.executeTakeFirst()) ?? {}) as Row;
  return writeAttendanceSheet(files, {
    clusterName: (await clusterName(db, clusterId)) ?? '',
    meetingDate,
    rows: rows.map((row) => meetingAttendantToApi(row) as AttendanceSheet['rows'][number]),
    totals: list.totals?.toApi?.(sums) as AttendanceSheet['totals'],
  });
}
