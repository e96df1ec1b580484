/**
 * A place on the map's labels and its list filter's options, shared by the resources that have one (contacts,
 * realizations): spread into each resource's `fields` and given as its `onMap`.
 */
export const positionTexts = {
  pl: {
    fields: { latitude: 'szerokość geograficzna', longitude: 'długość geograficzna', on_map: 'na mapie' },
    onMap: { true: 'Na mapie', false: 'Bez miejsca na mapie' },
  },
  en: {
    fields: { latitude: 'latitude', longitude: 'longitude', on_map: 'on the map' },
    onMap: { true: 'On the map', false: 'Not on the map' },
  },
};
