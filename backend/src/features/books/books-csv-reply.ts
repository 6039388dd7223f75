import type { FastifyReply } from 'fastify';

/** The answer a CSV download gets: a file to save, never cached (it holds players' money). */
export const sendCsv = (reply: FastifyReply, file: { csv: string; fileName: string }) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.csv);
