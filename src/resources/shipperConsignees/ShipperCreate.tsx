import { makeCreatePage } from '../clients/pages';
import { ShipperForm } from './ShipperForm';

export default makeCreatePage(ShipperForm);
