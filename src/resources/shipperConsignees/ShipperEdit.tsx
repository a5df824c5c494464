import { makeEditPage } from '../clients/pages';
import { ShipperForm } from './ShipperForm';

export default makeEditPage(ShipperForm);
