/** What the benchmarks use of statements (the January run and one statement's PDF). */
export { statementsOf } from './statement-content.js';
export { statementPdf } from './statement-render.js';
export { createStatementService, statementJob } from './statements-service.js';
