package battleledger.kernel.exploration;

import battleledger.kernel.setup.Setup;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.combat.Damage;
import battleledger.kernel.command.SetupCommand.EndCombat;
import battleledger.kernel.command.SetupCommand.LongRest;
import battleledger.kernel.command.SetupCommand.ShortRest;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.SetupEvent.CombatEnded;
import battleledger.kernel.event.SetupEvent.LongRestTaken;
import battleledger.kernel.event.SetupEvent.ShortRestTaken;
import battleledger.kernel.event.VitalsEvent.HitDiceSpent;
import battleledger.kernel.event.VitalsEvent.Rested;
import battleledger.kernel.model.Ability;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.spell.Durations;

import java.util.List;
import java.util.Map;

/** The time between fights: ending combat, short and long rests (001 › Damage and Dying › Resting). */
public final class Rests {

    private Rests() {
    }

    public static Outcome endCombat(Facts f, EndCombat c) {
        Setup.gmOnly(f, "EndCombat");
        if (f.battle().phase() != Battle.Phase.COMBAT) {
            throw RuleViolation.conflict("combat-not-started", Playtest.COMBAT_SEQUENCE, "there is no combat to end");
        }
        // the last round's 6 seconds
        return Outcome.of(new CombatEnded(f.step(), f.by())).then(Durations::expireByTheClock);
    }

    /**
     * "Certain abilities and items, such as a healer's kit, allow you to spend one or more of your Hit Dice during a
     * short rest, up to your maximum number of Hit Dice. For each Hit Die you spend in this way, roll the die and add
     * to it your Constitution modifier. You regain hit points equal to the total."
     * <p>Cites {@code Playtest.SHORT_REST}.
     */
    public static Outcome shortRest(Facts f, ShortRest c) {
        Setup.gmOnly(f, "ShortRest");
        outOfCombat(f);
        for (Map.Entry<String, Integer> spend : c.spend().entrySet()) {
            Combatant who = f.combatant(spend.getKey(), "spend");
            int available = who.stats().level() - who.vitals().hitDiceSpent();
            if (spend.getValue() < 0 || spend.getValue() > available) {
                throw RuleViolation.conflict("no-hit-dice", Playtest.SHORT_REST, who.stats().name() + " has "
                        + available + " Hit Dice left, not " + spend.getValue());
            }
            if (who.dead()) {
                throw RuleViolation.conflict("dead", Playtest.DEAD, who.stats().name() + " is dead");
            }
        }
        boolean spending = c.spend().values().stream().anyMatch(n -> n > 0);
        if (spending && !c.healersKit()) {
            throw RuleViolation.illegal("needs-healers-kit", Playtest.SHORT_REST,
                    "spending Hit Dice in a short rest takes a healer's kit or an ability that allows it");
        }
        return Outcome.of(new ShortRestTaken(f.step(), f.by(), c.spend(), c.healersKit()))
                .and(Outcome.each(c.spend().entrySet(), Rests::spendHitDice))
                .then(GameClock::timePassed); // "A short rest is a period of downtime, about 10 minutes long"
    }

    /** One creature's Hit Dice spent in a short rest: each rolled and healed in turn. */
    private static Outcome spendHitDice(Facts f, Map.Entry<String, Integer> spend) {
        if (spend.getValue() == 0) {
            return Outcome.none();
        }
        Combatant who = f.battle().combatant(spend.getKey());
        Outcome out = Outcome.of(new HitDiceSpent(f.step(), who.id(), spend.getValue()));
        for (int i = 0; i < spend.getValue(); i++) {
            out = out.then(g -> hitDie(g, who));
        }
        return out;
    }

    private static Outcome hitDie(Facts f, Combatant who) {
        Roll roll = f.roll(who.id(), "hit die", DiceExpression.of(1, who.stats().hitDie()),
                List.of(new Modifier("con", who.stats().modifier(Ability.CON))), Playtest.RESTING);
        return Damage.heal(f, who.id(), "Hit Die", roll, Math.max(0, roll.total()));
    }

    /**
     * "You must have at least 1 hit point to take a long rest. At the end of the rest, you regain all your hit points
     * and Hit Dice." The rest covers the named creatures, or everyone with at least 1 hit point.
     */
    public static Outcome longRest(Facts f, LongRest c) {
        Setup.gmOnly(f, "LongRest");
        outOfCombat(f);
        List<String> resting = LongRests.who(f, c.combatants());
        for (String id : resting) {
            GameClock.oneLongRestADay(f.battle(), f.battle().combatant(id));
        }
        return Outcome.of(new LongRestTaken(f.step(), f.by(), c.combatants()))
                .and(Outcome.each(resting, Rests::rested))
                .then(GameClock::timePassed); // the 8 hours passed for those who could not rest too
    }

    private static Outcome rested(Facts f, String id) {
        Combatant who = f.battle().combatant(id);
        return Outcome.of(new Rested(f.step(), id, "long", who.hp(), who.stats().hp()));
    }

    static void outOfCombat(Facts f) {
        if (f.battle().phase() == Battle.Phase.COMBAT) {
            throw RuleViolation.conflict("in-combat", Playtest.RESTING, "rests are taken out of combat; end it first");
        }
    }
}
