import { referenceServer } from './backends';
import { CASES } from './cases';
import { runContract } from './runner';

runContract(referenceServer(), CASES);
