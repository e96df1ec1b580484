import { type ProjectAllocationsResponse, projectsContract } from '@harmony/shared';
import type { ProjectRow } from '../../../components/projects/project-cells';
import { api } from '../../../lib/api';

const project = projectsContract.itemPath;

/** The calls of the project details screen, one function each. */
export const fetchProject = (id: number) => api.get<ProjectRow>(project(id));

export const fetchAllocations = (id: number, from: string, to: string) =>
  api.get<ProjectAllocationsResponse>(`${project(id)}/allocations?from=${from}&to=${to}`, { silent: true });


export const projectDetailsKeys = {
  allocations: (id: number, from: string, to: string) => ['project-allocations', id, from, to] as const,
};
