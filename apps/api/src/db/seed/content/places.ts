import type { Random } from '../demo-random.js';

/** Where the demo content is placed on the map: Polish cities with their centres (degrees) and post codes' first digits. */
export const CITIES = [
  ['Warszawa', 52.2297, 21.0122, '00'], ['Kraków', 50.0647, 19.945, '30'], ['Łódź', 51.7592, 19.456, '90'],
  ['Wrocław', 51.1079, 17.0385, '50'], ['Poznań', 52.4064, 16.9252, '60'], ['Gdańsk', 54.352, 18.6466, '80'],
  ['Szczecin', 53.4285, 14.5528, '70'], ['Lublin', 51.2465, 22.5684, '20'], ['Katowice', 50.2649, 19.0238, '40'],
  ['Białystok', 53.1325, 23.1688, '15'], ['Rzeszów', 50.0412, 21.9991, '35'], ['Olsztyn', 53.7784, 20.4801, '10'],
  ['Zakopane', 49.2992, 19.9496, '34'], ['Zielona Góra', 51.9356, 15.5062, '65'], ['Kielce', 50.8661, 20.6286, '25'],
] as const;

/** A point a few kilometres around a city's centre, so records of one city spread (and cluster) on the map. */
export function near(random: Random, lat: number, lng: number): { latitude: number; longitude: number } {
  return {
    latitude: Math.round((lat + (random.next() - 0.5) * 0.08) * 1e6) / 1e6,
    longitude: Math.round((lng + (random.next() - 0.5) * 0.12) * 1e6) / 1e6,
  };
}
