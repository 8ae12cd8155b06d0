package battleledger.kernel.combat;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.MakeNoise;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.IntentEvent.NoiseMade;
import battleledger.kernel.event.StanceEvent.Revealed;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Combatant;

import java.util.List;

/**
 * "Staying Quiet: It's assumed that you try to avoid making noise while hiding, and your Dexterity check includes your
 * ability to keep quiet. If you make a noise, such as yelling a warning to an ally or knocking over a vase, you give
 * away your position and are thus no longer hidden." (001 › Exploration › Stealth › Staying Quiet). Making a noise
 * takes no action and may come at any time, on the creature's turn or not.
 */
public final class Noise {

    private Noise() {
    }

    public static Outcome makeNoise(Facts f, MakeNoise c) {
        Combatant actor = f.combatant(c.actor(), "actor");
        if (actor.dead() || actor.incapacitated()) {
            throw RuleViolation.conflict("cannot-act", Playtest.STAYING_QUIET, actor.stats().name()
                    + " cannot make a noise on purpose now");
        }
        if (c.noise() != null && c.noise().length() > 200) {
            throw RuleViolation.invalid("out-of-bounds", "a noise is said in at most 200 characters");
        }
        Outcome out = Outcome.of(new NoiseMade(f.step(), f.by(), c.actor(), c.noise()));
        return actor.stance().hiding() == null ? out
                : out.and(new Revealed(f.step(), c.actor(), List.of(), "a noise gives away its position"));
    }
}
