import { PROJECT_SUBJECTS } from '@harmony/shared';
import { registerNotable, serialId } from '../../lib/notable/index.js';
import { findVisibleProject } from './access.js';

// Projects take notes and files (details screen): visible means the same scope as /api/projects
// (Projekty__wlasne: led or allocated). Registered here, not in lib/notable, because lib never imports modules.
registerNotable('projects', {
  subject: PROJECT_SUBJECTS,
  async exists(db, id, req) {
    const n = serialId(id);
    return n !== null && Boolean(await findVisibleProject(db, n, req.user));
  },
});
