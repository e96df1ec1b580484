import { usersContract, type ImportCommitResult, type ImportPreview } from '@harmony/shared';
import { importCalls } from '../../components/import/import-api';

export { fileErrorOf, previewInError } from '../../components/import/import-api';

/** POST /api/users/import/preview and /commit (the shared import calls). */
const calls = importCalls<ImportPreview, ImportCommitResult>(`${usersContract.path}/import`);
export const previewImport = calls.preview;
export const commitImport = calls.commit;
