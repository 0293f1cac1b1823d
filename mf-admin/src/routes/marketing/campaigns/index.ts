export { CampaignsSection } from './campaigns-section';
