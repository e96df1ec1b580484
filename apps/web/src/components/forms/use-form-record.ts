import { useQuery } from '@tanstack/react-query';
import { formsContract, type Form } from '@harmony/shared';
import { fetchOne, resourceKeys } from '../resource/resource-api';

/**
 * One form by its UUID (GET /api/forms/{uuid}) for the screens around it (answers, embed code): its name for the
 * heading, its allowed origins and whether it is on. Under the forms' item key, so a save in the settings refreshes it.
 */
export const useFormRecord = (uuid: string) =>
  useQuery({
    queryKey: resourceKeys.item(formsContract.name, uuid),
    queryFn: () => fetchOne<Form & Record<string, unknown>>(formsContract.path, uuid),
  });
