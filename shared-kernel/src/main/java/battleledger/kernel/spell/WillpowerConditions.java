package battleledger.kernel.spell;

import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.SpellEvent.SpellResisted;
import battleledger.kernel.model.Condition;
import battleledger.kernel.ruleset.MagicRules.SpellHit;
import battleledger.kernel.ruleset.MagicRules.WillpowerCast;
import battleledger.kernel.ruleset.dragonbane.Concentration;
import battleledger.kernel.ruleset.dragonbane.MageStudy;
import battleledger.kernel.state.Combatant;

import java.util.Locale;

/**
 * A condition a Dragonbane spell imposes (Fear's scared, Sleep Dust's dazed): the target resists with a WIL roll, and
 * after a casting roll that was a Dragon "your target must roll a dragon to resist" (004 › Rolling a Dragon); on a
 * failure the condition is imposed, by the caster, until the spell's round or stretch is over (004 › Duration).
 */
final class WillpowerConditions {

    private WillpowerConditions() {
    }

    static Outcome impose(Facts f, String caster, WillpowerCast w, SpellHit h) {
        Combatant target = f.battle().combatant(h.target());
        if (target == null || h.detail() == null) {
            return Outcome.none();
        }
        Condition condition = Condition.valueOf(h.detail().toUpperCase(Locale.ROOT));
        SpellResisted resist = resist(f, caster, w, target, h.detail());
        if (resist != null && resist.resisted()) {
            return Outcome.of(resist);
        }
        return (resist == null ? Outcome.none() : Outcome.of(resist))
                .then(g -> Afflictions.impose(g, h.target(), condition, caster, w.spellName()));
    }

    /**
     * The target's WIL roll against a spell its data says is resisted with WIL ({@code "resist:wil"} among its
     * defences: Fear, Sleep Dust, Mind Drain), whether it held in {@link SpellResisted#resisted()}; after a Dragon on
     * the casting roll only a Dragon resists (004 › Rolling a Dragon). Null, with no roll, for a spell that is not
     * resisted. {@code what}: the condition it would impose, or null for a spell that does something else (a drain
     * of WP).
     */
    static SpellResisted resist(Facts f, String caster, WillpowerCast w, Combatant target, String what) {
        if (!MageStudy.resistedWithWil(w.spell())) {
            return null;
        }
        boolean dragon = w.castingRoll() != null && "dragon".equals(w.castingRoll().outcome());
        Concentration.Kept resist = MageStudy.resist(f.dice(), target, w.spellName(), dragon);
        return new SpellResisted(f.step(), target.id(), caster, w.spell(), what, resist.roll().roll(), resist.held());
    }
}
