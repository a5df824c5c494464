import { makeCreatePage } from '../framework/ResourcePages';
import { ShipperForm } from './ShipperForm';

export default makeCreatePage(ShipperForm);
