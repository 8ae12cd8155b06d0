package battleledger.kernel.spell;

import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.event.SpellEvent.SpellResisted;
import battleledger.kernel.model.Condition;
import battleledger.kernel.ruleset.Ruleset.SpellHit;
import battleledger.kernel.ruleset.Ruleset.WillpowerCast;
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

    static void impose(Decision d, String caster, WillpowerCast w, SpellHit h) {
        Combatant target = d.battle().combatant(h.target());
        if (target == null || h.detail() == null) {
            return;
        }
        Condition condition = Condition.valueOf(h.detail().toUpperCase(Locale.ROOT));
        if (MageStudy.resistedWithWil(w.spell())) {
            boolean dragon = w.castingRoll() != null && "dragon".equals(w.castingRoll().outcome());
            Concentration.Kept resist = MageStudy.resist(d.dice(), target, w.spellName(), dragon);
            d.emit(new SpellResisted(d.step(), h.target(), caster, w.spell(), h.detail(), resist.roll().roll(),
                    resist.held()));
            if (resist.held()) {
                return;
            }
        }
        Afflictions.impose(d, h.target(), condition, caster, w.spellName());
    }
}
