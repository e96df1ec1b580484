import { type AllocationsInput, type ProjectAllocationsResponse, projectsContract } from '@harmony/shared';
import { api } from '../../lib/api';

/** GET and PUT /api/projects/{id}/allocations (the whole plan of a range of months). */
export const allocationKeys = {
  all: (projectId: number) => ['project-allocations', projectId] as const,
  range: (projectId: number, from: string, to: string) => ['project-allocations', projectId, from, to] as const,
};

export const fetchAllocations = (projectId: number, from: string, to: string) =>
  api.get<ProjectAllocationsResponse>(`${projectsContract.itemPath(projectId)}/allocations?from=${from}&to=${to}`);

export const saveAllocations = (projectId: number, body: AllocationsInput) =>
  api.put<ProjectAllocationsResponse & { message: string }>(`${projectsContract.itemPath(projectId)}/allocations`, body);
