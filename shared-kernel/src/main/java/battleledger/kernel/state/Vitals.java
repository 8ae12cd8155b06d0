package battleledger.kernel.state;

import battleledger.kernel.model.Life;

/**
 * Hit points and where a creature stands between life and death (001 › Damage and Dying).
 *
 * @param hp           current hit points (negative while dying)
 * @param life         alive, knocked out (0 hit points from a nonlethal attack), dying, stable or dead
 * @param deathSaves   successful death saving throws so far ("These successes need not be consecutive")
 * @param hitDiceSpent Hit Dice spent since the last long rest
 * @param deathFailures failed death rolls so far, for a ruleset that counts them (Dragonbane core rules › Death
 *                      Rolls); always 0 in the playtest
 */
public record Vitals(int hp, Life life, int deathSaves, int hitDiceSpent, int deathFailures) {

    public Vitals(int hp, Life life, int deathSaves, int hitDiceSpent) {
        this(hp, life, deathSaves, hitDiceSpent, 0);
    }

    public static Vitals full(int hp) {
        return new Vitals(hp, Life.ALIVE, 0, 0);
    }

    public Vitals withHp(int newHp) {
        return new Vitals(newHp, life, deathSaves, hitDiceSpent, deathFailures);
    }

    public Vitals withLife(Life newLife) {
        boolean dying = newLife == Life.DYING;
        return new Vitals(hp, newLife, dying ? deathSaves : 0, hitDiceSpent, dying ? deathFailures : 0);
    }

    public Vitals withDeathSaves(int n) {
        return new Vitals(hp, life, n, hitDiceSpent, deathFailures);
    }

    public Vitals withDeathFailures(int n) {
        return new Vitals(hp, life, deathSaves, hitDiceSpent, n);
    }

    public Vitals withHitDiceSpent(int n) {
        return new Vitals(hp, life, deathSaves, n, deathFailures);
    }
}
