package battleledger.kernel.gm;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.command.RulingCommand.RuleSight;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.RulingEvent.SightRuled;
import battleledger.kernel.model.StatBlockRules;
import battleledger.kernel.rules.GridRules;
import battleledger.kernel.setup.Setup;

/**
 * A GM's standing ruling on cover and line of sight between two creatures on the grid (003 › Cover, Line of Sight:
 * what the grid gives "may be overridden by a GM ruling"). Unlike a ruling written into one attack, it is a step of
 * its own, so it stands for every later attack and spell between them and can be revoked like any other ruling
 * (DESIGN.md, Undo, redo, revoke): everything after it is then decided again with what the grid gives.
 */
public final class SightRulings {

    private SightRulings() {
    }

    public static Outcome ruleSight(Facts f, RuleSight c) {
        Setup.gmOnly(f, "RuleSight");
        f.combatant(c.from(), "from");
        f.combatant(c.to(), "to");
        if (c.from().equals(c.to())) {
            throw RuleViolation.invalid("invalid-target", "from and to are two different creatures");
        }
        if (!Battlefield.gridded(f.battle())) {
            throw RuleViolation.conflict("no-grid", GridRules.COVER, "without a grid each attack says its cover and "
                    + "sight (situation); a standing ruling is for what a grid would compute");
        }
        if (c.cover() == null) {
            throw RuleViolation.invalid("missing-cover", "cover is one of none, half, three_quarters, total");
        }
        StatBlockRules.requireText("reason", c.reason());
        return Outcome.of(new SightRuled(f.step(), f.by(), c.from(), c.to(), c.cover(), c.unseen(), c.reason()));
    }
}
