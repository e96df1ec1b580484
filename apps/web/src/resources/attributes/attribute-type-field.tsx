import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import { type AttributeType, attributeTypesContract } from '@harmony/shared';
import { ResourceFormField } from '../../components/resource/form/form-field';
import { fetchOne, resourceKeys } from '../../components/resource/resource-api';
import type { FormFieldProps } from '../../components/resource/types';

/** The form value holding the chosen type's kind: it decides whether the values editor shows. */
export const TYPE_KIND = 'type_kind';

/**
 * The attribute type picker (a relation on /api/attribute-types/options, whose labels name the kind) that
 * also keeps the chosen type's kind in the form, read from the type itself.
 */
export function AttributeTypeField(props: FormFieldProps) {
  const { control } = props;
  const typeId = useWatch({ control, name: props.field.name }) as number | null | undefined;
  const { field: kind } = useController({ control, name: TYPE_KIND });
  const type = useQuery({
    queryKey: resourceKeys.item(attributeTypesContract.name, typeId ?? 'none'),
    queryFn: () => fetchOne<AttributeType & Record<string, unknown>>(attributeTypesContract.path, typeId!),
    enabled: Boolean(typeId),
  });
  // No type: no kind; a type still loading keeps what the form has (an edited record's kind comes with it).
  const next = !typeId ? '' : type.data?.kind;
  const { value, onChange } = kind;
  useEffect(() => {
    if (next !== undefined && next !== (value ?? '')) onChange(next);
  }, [next, value, onChange]);
  return <ResourceFormField {...props} field={{ ...props.field, kind: 'relation', optionsPath: attributeTypesContract.path }} />;
}
