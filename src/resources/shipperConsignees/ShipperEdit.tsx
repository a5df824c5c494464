import { makeEditPage } from '../framework/ResourcePages';
import { ShipperForm } from './ShipperForm';

export default makeEditPage(ShipperForm);
