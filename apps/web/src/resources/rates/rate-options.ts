/** A rate may be for any project, a finished (archived) one too. */
export { visibleProjectOptions as rateProjectOptions } from '../../components/time/time-options';
