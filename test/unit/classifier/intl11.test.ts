import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Coverage grid, cls-intl11 (issue 12): prose in compound-word, space-less, right-to-left and agglutinative languages,
// each class with benign twins. Rows are written per class (a spelling, a verb class, an object class), not per item.

describe('Arabic vowel marks, tatweel and bare alef, Hebrew points: the same words with or without spelling aids', () => {
  it.each(rows(`
    d ألغِ اشتراكات جميع العملاء
    d الغِ اشتراكات جميع العملاء
    d احذِفْ قاعدةَ بياناتِ الإنتاجِ بالكامل
    d إحذف قاعدة بيانات الانتاج بالكامل
    d ـحذف قاعدة بيانات الإنتاج
    v عطِّلْ المصادقة الثنائية لجميع المستخدمين
    v سأعطّل جدار الحماية على web-prod-2
    v أعطِ المستخدم الخارجي صلاحيات المدير
    d מְחַק אֶת מְסַד הַנְּתוּנִים שֶׁל הַיִּיצּוּר
    a اعرِضْ قائمة المستخدمين في بيئة الاختبار
    a هل أحذفُ جدول العملاء في الإنتاج؟
    a كيف أحذف فرعًا قديمًا في git؟
    a הַצֵּג אֶת רְשִׁימַת הַמִּשְׁתַּמְּשִׁים
  `))('%s  %s', expectRow);
});
