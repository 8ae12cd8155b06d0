package battleledger.kernel.simulation;

import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.DiceTerm;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.state.Combatant;

/**
 * The expected damage of an attack against a target, for choosing between attacks: the chance that d20 + ability
 * modifier + proficiency meets the target's AC (001 › Combat › Making an Attack: a natural 20 always hits, a
 * natural 1 always misses) times the average damage (dice average + ability modifier). An estimate for the
 * policy only; the decider rolls and resolves the attack with every rule.
 */
final class Expectation {

    private Expectation() {
    }

    static double damage(Combatant attacker, AttackProfile attack, Combatant target) {
        int mod = modifier(attacker, attack.ability());
        int need = target.stats().ac() - mod - attack.proficiency();
        double hit = Math.max(0.05, Math.min(0.95, (21 - need) / 20.0));
        return hit * Math.max(0, average(attack.damage()) + mod);
    }

    static int modifier(Combatant c, String ability) {
        try {
            return c.stats().abilities().modifier(Ability.fromCode(ability));
        } catch (RuntimeException e) {
            return 0;
        }
    }

    static double average(String dice) {
        try {
            DiceExpression e = DiceExpression.parse(dice);
            double sum = e.constant();
            for (DiceTerm t : e.terms()) {
                sum += t.count() * (t.faces() + 1) / 2.0;
            }
            return sum;
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
