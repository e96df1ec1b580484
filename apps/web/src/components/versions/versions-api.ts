import { versionPath, versionsPath, type RecordVersion, type VersionSummary } from '@harmony/shared';
import { api } from '../../lib/api';

/** The versions API of a record with versions (posts, pages): lib/crud/versions.ts on the server. */
export const versionsKey = (itemPath: string) => ['versions', itemPath] as const;
export const fetchVersions = (itemPath: string) => api.get<{ data: VersionSummary[] }>(versionsPath(itemPath)).then((r) => r.data);
export const fetchVersion = (itemPath: string, version: number) => api.get<RecordVersion>(versionPath(itemPath, version));
export const restoreVersion = <T>(itemPath: string, version: number) =>
  api.post<{ message: string; data: T }>(`${versionPath(itemPath, version)}/restore`, {});
